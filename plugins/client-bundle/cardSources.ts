import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Which docs render doc cards themselves, read from their sources, so the
 * version props keep the descriptions those cards show
 * (versionPropsLoader.cjs). Generated-index pages and category pages need no
 * reading: the loader finds them in the sidebars.
 */

/** What the loader needs of one docs version. */
export interface CardSources {
  /** Ids of the docs whose page renders `<DocCardList>` or `<DocCard>`. */
  pages: string[];
  /** Doc ids those pages name (`docId: 'dms/streams'` in explicit card items). */
  docIds: string[];
}

const CARD_COMPONENT = /\bDocCard(?:List)?\b/;
const NAMED_DOC_ID = /\bdocId\s*[:=]\s*\{?\s*(["'`])([^"'`\n]+)\1/g;

/** Whether a page source renders doc cards, and the doc ids it names. */
export function cardUseOf(source: string): { rendersCards: boolean; docIds: string[] } {
  if (!CARD_COMPONENT.test(source)) return { rendersCards: false, docIds: [] };
  return { rendersCards: true, docIds: [...source.matchAll(NAMED_DOC_ID)].map((match) => match[2]) };
}

interface LoadedDoc {
  id: string;
  source: string;
}
interface LoadedVersion {
  versionName: string;
  docs: LoadedDoc[];
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** `@site/docs/a.md` → `<siteDir>/docs/a.md`. */
function sourcePath(source: string, siteDir: string): string {
  return path.resolve(siteDir, source.startsWith('@site/') ? source.slice('@site/'.length) : source);
}

/**
 * Card sources of every version of every docs plugin instance, by
 * `<pluginId>/<version name>` (the key the loader looks up). Versions
 * without card pages are left out.
 */
export async function collectCardSources(
  allContent: Record<string, Record<string, unknown> | undefined>,
  siteDir: string,
  read: (file: string) => Promise<string> = (file) => readFile(file, 'utf8'),
): Promise<Record<string, CardSources>> {
  const byVersion: Record<string, CardSources> = {};
  for (const [pluginId, content] of Object.entries(allContent[DOCS_PLUGIN] ?? {})) {
    const versions = (content as { loadedVersions?: LoadedVersion[] } | undefined)?.loadedVersions ?? [];
    for (const version of versions) {
      const found: CardSources = { pages: [], docIds: [] };
      for (const doc of version.docs) {
        const use = cardUseOf(await read(sourcePath(doc.source, siteDir)));
        if (!use.rendersCards) continue;
        found.pages.push(doc.id);
        found.docIds.push(...use.docIds);
      }
      if (found.pages.length > 0) byVersion[`${pluginId}/${version.versionName}`] = found;
    }
  }
  return byVersion;
}
