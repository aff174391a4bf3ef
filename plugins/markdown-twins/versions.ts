import type { DocsVersion } from '../page-sources/collectPages';
import type { SiteIntro, TwinPage } from './llmsTxt';

/**
 * llms.txt and llms-full.txt once the docs have versions: the files at the
 * site root describe the latest version (where tools look for them, and
 * what readers get by default); each other version gets its own pair under
 * its path (`/next/llms.txt`), so no file mixes two versions of a page.
 */

/** The folder of a version's llms files, relative to the site root: `` for the latest, `next/` for the version at `/next`. */
export function llmsFolder(version: Pick<DocsVersion, 'isLast' | 'path' | 'name'>, baseUrl: string): string {
  if (version.isLast) return '';
  const base = baseUrl.replace(/\/$/, '');
  const relative = (version.path.startsWith(`${base}/`) ? version.path.slice(base.length) : version.path).replace(/^\/+|\/+$/g, '');
  if (relative === '') {
    throw new Error(
      `[vx-markdown-twins] Docs version "${version.name}" is served at the site root but is not the latest: its llms.txt would replace the latest's. Give it a path of its own (docs plugin option versions.${version.name}.path).`,
    );
  }
  return `${relative}/`;
}

/** A version's pages in its llms files: its docs, and for the latest also the pages of no version (the home page, MDX pages). */
export function llmsPagesOf<Page extends Pick<TwinPage, 'version'>>(pages: readonly Page[], version: Pick<DocsVersion, 'name' | 'isLast'>): Page[] {
  return pages.filter((page) => page.version === version.name || (version.isLast && page.version === undefined));
}

const STATUS: Record<NonNullable<DocsVersion['banner']>, string> = {
  unreleased: 'unreleased',
  unmaintained: 'no longer maintained',
};

function describeVersion(version: DocsVersion): string {
  return version.banner ? `${version.label} (${STATUS[version.banner]})` : version.label;
}

/**
 * The head of a version's llms files: the site's, with the version in the
 * title of any but the latest, and a note that points to the other versions'
 * files (`llmsUrl` gives a version's llms.txt address).
 */
export function versionIntro(
  intro: SiteIntro,
  version: DocsVersion,
  versions: readonly DocsVersion[],
  llmsUrl: (version: DocsVersion) => string,
): SiteIntro {
  if (versions.length < 2) return intro;
  const others = versions.filter((other) => other !== version);
  const latest = versions.find((other) => other.isLast);
  const note =
    version.isLast || !latest
      ? `This is version ${version.label} of the docs, the latest. Other versions: ${others.map((other) => `[${describeVersion(other)}](${llmsUrl(other)})`).join(', ')}.`
      : `This is version ${describeVersion(version)} of the docs. The latest version, ${latest.label}, is at [its own llms.txt](${llmsUrl(latest)}).`;
  return {
    title: version.isLast ? intro.title : `${intro.title}, version ${version.label}`,
    summary: intro.summary,
    notes: [note, ...intro.notes],
  };
}
