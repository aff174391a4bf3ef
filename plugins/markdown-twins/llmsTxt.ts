import type { SidebarEntry } from '../page-sources/collectPages';
import { isExternalUrl } from '../../src/utils/links';

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
 * category with its own page first, a doc or generated index, then
 * everything under it, in order; a page or link on its own), then every page
 * no sidebar lists. Each page appears once: a page a sidebar lists twice
 * keeps its first place. `html` items are no pages and are left out.
 */
export function llmsSections(
  sidebar: readonly SidebarEntry[],
  pages: readonly TwinPage[],
  urls: { page: UrlOf; twin: UrlOf },
  isHome: (page: TwinPage) => boolean,
): LlmsSection[] {
  const byDocId = new Map(pages.flatMap((page) => (page.docId ? [[page.docId, page] as const] : [])));
  const byPermalink = new Map(pages.map((page) => [withoutTrailingSlash(page.permalink), page] as const));
  // Sidebar links to site paths are written without the base path; the home page's permalink is it.
  const basePath = pages.find(isHome)?.permalink ?? '/';
  const listed = new Set<TwinPage>();

  const pageEntry = (page: TwinPage): LlmsEntry => ({
    label: page.title,
    url: urls.twin(page.permalink),
    description: page.description,
    page,
  });
  /** A page's first place in the order; a page met again gives nothing. */
  const once = (page: TwinPage): LlmsEntry[] => {
    if (listed.has(page)) return [];
    listed.add(page);
    return [pageEntry(page)];
  };

  const entriesOf = (entry: SidebarEntry): LlmsEntry[] => {
    switch (entry.kind) {
      case 'doc': {
        const page = byDocId.get(entry.docId);
        // Unlisted or draft docs have no twin, and a page listed twice keeps its first place.
        return page ? once(page) : [];
      }
      case 'link': {
        if (isExternalUrl(entry.href)) return [{ label: entry.label, url: entry.href }];
        // A link to a page of this site: that page's twin, where it has one; else the page itself.
        const permalink = `${basePath.replace(/\/$/, '')}${entry.href.startsWith('/') ? '' : '/'}${entry.href}`;
        const page = byPermalink.get(withoutTrailingSlash(permalink.replace(/[#?].*$/, '')));
        return page ? once(page) : [{ label: entry.label, url: urls.page(permalink) }];
      }
      case 'category': {
        return [...categoryPage(entry), ...entry.items.flatMap(entriesOf)];
      }
    }
  };

  /** The page a category's label leads to: its doc, or the index page Docusaurus generates (a twin if it has one). */
  const categoryPage = (entry: Extract<SidebarEntry, { kind: 'category' }>): LlmsEntry[] => {
    if (entry.docId) return entriesOf({ kind: 'doc', docId: entry.docId, label: entry.label });
    const index = entry.generatedIndex;
    if (!index) return [];
    const page = byPermalink.get(withoutTrailingSlash(index.permalink));
    if (page) return once(page);
    return [{ label: index.title ?? entry.label, url: urls.page(index.permalink), description: index.description }];
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

function withoutTrailingSlash(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
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
