import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { dropFrontMatterKeywords } = require('../../../../plugins/client-bundle/mdxKeywordsLoader.cjs') as {
  dropFrontMatterKeywords: (source: string) => string;
};

/** A compiled docs page as the browser bundle's post loaders see it (the MDX loader's exports, after SWC). */
const docModule = (frontMatter: string) => `import { jsx as _jsx } from "react/jsx-runtime";
export const frontMatter = ${frontMatter};
export const contentTitle = undefined;
export { default as metadata } from "@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-get-started-faq-md-50e.json";
export const toc = [];
function _createMdxContent(props) { return _jsx("p", { children: "keywords are words" }); }
export default function MDXContent(props = {}) { return _createMdxContent(props); }
`;

describe('the MDX keywords loader', () => {
  it("takes keywords out of a docs page's front matter, wherever they are in it", () => {
    const evaluate = (source: string) => new Function(source.match(/export const frontMatter = ([^;]*);/)![0].replace('export const frontMatter =', 'return'))();
    for (const [frontMatter, expected] of [
      [`{\n    title: 'FAQ',\n    keywords: [\n        'webpack',\n        "vite"\n    ],\n    tags: ['a']\n}`, { title: 'FAQ', tags: ['a'] }],
      [`{\n    title: 'FAQ',\n    description: 'Answers, keywords: none',\n    keywords: ['webpack']\n}`, { title: 'FAQ', description: 'Answers, keywords: none' }],
      [`{ "keywords": ['webpack'], title: 'FAQ' }`, { title: 'FAQ' }],
      [`{ keywords: ['webpack'] }`, {}],
    ] as const) {
      const result = dropFrontMatterKeywords(docModule(frontMatter));
      expect(evaluate(result)).toEqual(expected);
      // The rest of the module is untouched.
      expect(result.replace(/export const frontMatter = [^;]*;/, '')).toBe(docModule(frontMatter).replace(/export const frontMatter = [^;]*;/, ''));
    }
  });

  it('leaves docs without keywords, MDX pages of the pages plugin and partials as they are', () => {
    const plain = docModule(`{ title: 'FAQ' }`);
    expect(dropFrontMatterKeywords(plain)).toBe(plain);
    const mdxPage = `export const frontMatter = { title: 'Home', keywords: ['xmtp'] };\nexport default function MDXContent() { return null; }\n`;
    expect(dropFrontMatterKeywords(mdxPage)).toBe(mdxPage);
  });
});
