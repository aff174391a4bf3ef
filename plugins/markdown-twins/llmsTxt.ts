import type { SidebarEntry } from '../page-sources/collectPages';

/**
 * llms.txt (the llmstxt.org convention) and llms-full.txt: an index of the
 * site for language models, in the order a reader meets the pages, and the
 * whole site's Markdown in that same order.
 *
 * llms.txt: `# Site title`, `> summary`, free notes, then one `## Section`
 * per top-level sidebar item, each a list of `- [Title](twin URL): description`.
 * Pages in no sidebar come last, under `## Optional`, the convention's name
 * for what a model may skip when its context is short.
 */

/** A page that has a twin. */
export interface TwinPage {
  title: string;
  description: string | undefined;
  /** Route path with the base path: `/dms/conversations`. */
  permalink: string;
  docId: string | undefined;
  /** The docs version of a doc (`current`, `1.0`); other pages have none. */
  version?: string;
  /** The page's Markdown twin. */
  markdown: string;
}

export interface LlmsEntry {
  label: string;
  url: string;
  description?: string;
  /** The page behind the entry; external links have none. */
  page?: TwinPage;
}

export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

export interface SiteIntro {
  title: string;
  summary: string;
  /** Markdown paragraphs after the summary. */
  notes: readonly string[];
}

export const OPTIONAL_SECTION = 'Optional';

/** `https://docs.xmtp.org` + `/dms/conversations` (the permalink already holds the base path). */
export type UrlOf = (permalink: string) => string;

/**
 * The sections of llms.txt: each top-level sidebar item is a section (a
 * category with everything under it, in order; a page or link on its own),
 * then every page no sidebar lists. Each page appears once: a page a sidebar
 * lists twice keeps its first place.
 */
export function llmsSections(
  sidebar: readonly SidebarEntry[],
  pages: readonly TwinPage[],
  urls: { page: UrlOf; twin: UrlOf },
  isHome: (page: TwinPage) => boolean,
): LlmsSection[] {
  const byDocId = new Map(pages.flatMap((page) => (page.docId ? [[page.docId, page] as const] : [])));
  const listed = new Set<TwinPage>();

  const pageEntry = (page: TwinPage): LlmsEntry => ({
    label: page.title,
    url: urls.twin(page.permalink),
    description: page.description,
    page,
  });

  const entriesOf = (entry: SidebarEntry): LlmsEntry[] => {
    switch (entry.kind) {
      case 'doc': {
        const page = byDocId.get(entry.docId);
        // Unlisted or draft docs have no twin, and a page listed twice keeps its first place.
        if (!page || listed.has(page)) return [];
        listed.add(page);
        return [pageEntry(page)];
      }
      case 'link':
        return [{ label: entry.label, url: entry.href }];
      case 'category': {
        const own = entry.docId ? entriesOf({ kind: 'doc', docId: entry.docId, label: entry.label }) : [];
        return [...own, ...entry.items.flatMap(entriesOf)];
      }
    }
  };

  // A section is named as the sidebar names it; a page's own title is the entry's.
  const sectionTitle = (entry: SidebarEntry) =>
    entry.kind === 'doc' ? (entry.label ?? byDocId.get(entry.docId)?.title ?? entry.docId) : entry.label;
  const sections = sidebar
    .map((entry) => ({ title: sectionTitle(entry), entries: entriesOf(entry) }))
    .filter((section) => section.entries.length > 0);

  const rest = pages
    .filter((page) => !listed.has(page))
    .sort((a, b) => Number(isHome(b)) - Number(isHome(a)) || a.permalink.localeCompare(b.permalink));
  if (rest.length > 0) sections.push({ title: OPTIONAL_SECTION, entries: rest.map(pageEntry) });
  return sections;
}

/** One line of Markdown, whatever the description holds. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Brackets in a link text would end it early. */
function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, '\\$&');
}

export function renderLlmsTxt(intro: SiteIntro, sections: readonly LlmsSection[]): string {
  const lines = [`# ${oneLine(intro.title)}`, '', `> ${oneLine(intro.summary)}`, ''];
  for (const note of intro.notes) lines.push(note.trim(), '');
  for (const section of sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const entry of section.entries) {
      const description = entry.description ? `: ${oneLine(entry.description)}` : '';
      lines.push(`- [${linkText(entry.label)}](${entry.url})${description}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * Every page's Markdown in llms.txt's order, each under its own `# Title`
 * with its address on the next line, so a model can cite it.
 */
export function renderLlmsFullTxt(intro: SiteIntro, sections: readonly LlmsSection[], pageUrl: UrlOf): string {
  const parts = [`# ${oneLine(intro.title)}\n\n> ${oneLine(intro.summary)}\n`];
  for (const section of sections) {
    for (const { page } of section.entries) {
      if (!page) continue;
      const source = `Source: ${pageUrl(page.permalink)}`;
      const markdown = page.markdown.trimEnd();
      const titleEnd = markdown.startsWith('# ') ? markdown.indexOf('\n') : -1;
      parts.push(
        titleEnd < 0
          ? `${source}\n\n${markdown}\n`
          : `${markdown.slice(0, titleEnd)}\n\n${source}${markdown.slice(titleEnd)}\n`,
      );
    }
  }
  return parts.join('\n---\n\n');
}
