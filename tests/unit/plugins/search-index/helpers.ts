import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PageSource } from '../../../../plugins/page-sources/collectPages';
import { splitSections, type SplitDocument } from '../../../../plugins/search-index/splitSections';
import type { SourceOptions } from '../../../../plugins/page-sources/parseSource';

export const fixturePath = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/search-index/${name}`, import.meta.url));

export const readFixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

/** This site's markdown settings: `future.v4` turns every mdx1Compat option off. */
export const SITE_OPTIONS: SourceOptions = {
  format: 'mdx',
  maintainCase: false,
  mdx1Compat: { comments: false, admonitions: false, headingIds: false },
};

/** Docusaurus 3's defaults without `future.v4`. */
export const COMPAT_OPTIONS: SourceOptions = {
  ...SITE_OPTIONS,
  mdx1Compat: { comments: true, admonitions: true, headingIds: true },
};

export function pageFor(name: string, overrides: Partial<PageSource> = {}): PageSource {
  return {
    title: undefined,
    permalink: `/guides/${name.replace(/\.mdx?$/, '')}`,
    filePath: fixturePath(name),
    description: undefined,
    ...overrides,
  };
}

export function splitFixture(name: string, overrides: Partial<PageSource> = {}, options = SITE_OPTIONS): SplitDocument[] {
  return splitSections(readFixture(name), pageFor(name, overrides), options);
}
