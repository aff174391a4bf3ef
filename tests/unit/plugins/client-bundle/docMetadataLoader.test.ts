import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DOC_METADATA, DOCS_ROUTE_PROPS, docsContentFeatures, docsShowBreadcrumbs } from '../../../../plugins/client-bundle';

const require = createRequire(import.meta.url);
const loader = require('../../../../plugins/client-bundle/docMetadataLoader.cjs') as (source: string) => string;

describe('the doc metadata loader', () => {
  const metadata = {
    id: 'conformance/overview',
    title: 'Writer conventions',
    permalink: '/next/conformance/overview',
    frontMatter: { title: 'Writer conventions', keywords: ['conformance', 'fixture'], tags: ['fixture'] },
  };

  it("drops the metadata's copy of the keywords (the MDX module's front matter keeps them), and nothing else", () => {
    expect(JSON.parse(loader(JSON.stringify(metadata)))).toEqual({ ...metadata, frontMatter: { title: 'Writer conventions', tags: ['fixture'] } });
  });

  it('leaves metadata without keywords, and other files, as they are', () => {
    const plain = JSON.stringify({ ...metadata, frontMatter: { title: 'Plain' } });
    expect(loader(plain)).toBe(plain);
    expect(loader('{"tag":{"label":"x"}}')).toBe('{"tag":{"label":"x"}}');
  });

  it('applies to the per-doc metadata files, not to the route props', () => {
    const folder = '/site/.docusaurus/docusaurus-plugin-content-docs/default';
    expect(DOC_METADATA.test(`${folder}/site-docs-get-started-faq-md-50e.json`)).toBe(true);
    expect(DOC_METADATA.test(`${folder}/site-versioned-docs-version-1-0-get-started-faq-md-dc4.json`)).toBe(true);
    expect(DOC_METADATA.test(`${folder}/p/next-c91.json`)).toBe(false);
    expect(DOC_METADATA.test(`${folder}/__plugin.json`)).toBe(false);
    expect(DOCS_ROUTE_PROPS.test(`${folder}/p/next-c91.json`)).toBe(true);
  });
});

describe('whether the docs show breadcrumbs', () => {
  it("follows each docs plugin's option, which is on by default", () => {
    const docs = (...options: Array<{ breadcrumbs?: boolean }>) => ({
      'docusaurus-plugin-content-docs': Object.fromEntries(options.map((option, index) => [`docs${index}`, option])),
    });
    expect(docsShowBreadcrumbs(docs({ breadcrumbs: false }))).toBe(false);
    expect(docsShowBreadcrumbs(docs({ breadcrumbs: true }))).toBe(true);
    expect(docsShowBreadcrumbs(docs({}))).toBe(true);
    expect(docsShowBreadcrumbs(docs({ breadcrumbs: false }, { breadcrumbs: true }))).toBe(true);
    expect(docsShowBreadcrumbs({})).toBe(false);
  });
});

describe('whether the docs have tags and last-update authors', () => {
  const content = (...docs: Array<{ tags?: unknown[]; lastUpdatedBy?: string }>) => ({
    'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs: [] }, { docs }] } },
  });

  it('looks at every doc of every version', () => {
    expect(docsContentFeatures(content({ tags: [] }, {}))).toEqual({ tags: false, authors: false });
    expect(docsContentFeatures(content({}, { tags: [{ label: 'x' }] }))).toEqual({ tags: true, authors: false });
    expect(docsContentFeatures(content({ lastUpdatedBy: 'Ada' }))).toEqual({ tags: false, authors: true });
    expect(docsContentFeatures({})).toEqual({ tags: false, authors: false });
  });
});
