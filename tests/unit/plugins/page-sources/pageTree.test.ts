import { describe, expect, it } from 'vitest';
import type { SourceOptions } from '../../../../plugins/page-sources/parseSource';
import { PARTIAL_NODE, PartialError, loadPageTree, partialScope, type PageTreeOptions } from '../../../../plugins/page-sources/pageTree';
import type { MdxNode } from '../../../../plugins/page-sources/mdxScope';

const OPTIONS: SourceOptions = { format: 'mdx', maintainCase: false, mdx1Compat: { comments: false, admonitions: false, headingIds: false } };

function options(files: Record<string, string>): PageTreeOptions {
  return {
    siteDir: '/site',
    sourceOptions: (file) => ({ ...OPTIONS, format: file.endsWith('.md') ? 'md' : 'mdx' }),
    plugin: 'test',
    readFile: (file) => {
      const source = files[file];
      if (source === undefined) throw new Error(`ENOENT ${file}`);
      return source;
    },
  };
}

/** Every heading in document order, with its id, and the file whose scope it is read in. */
function headings(node: MdxNode, file: string, out: Array<{ id?: string; file: string }> = []) {
  const scope = partialScope(node);
  if (node.type === 'heading') out.push({ id: (node.data as { id?: string }).id, file });
  for (const child of node.children ?? []) headings(child, scope?.file ?? file, out);
  return out;
}

describe('loadPageTree', () => {
  it('inlines partials where they are placed, each with its scope and props, its headings slugged on their own', () => {
    const page = [
      "import Setup from './_setup.mdx';",
      "import Shared from '@site/shared/_shared.md';",
      '',
      '## Install',
      '',
      '<Setup network="dev" level={2} />',
      '',
      '## Install',
      '',
      'Text with <Shared /> inline.',
    ].join('\n');
    const { tree, scope } = loadPageTree(page, '/site/docs/a/page.mdx', options({
      '/site/docs/a/_setup.mdx': '## Install\n\n### Options {/* #setup-options */}\n',
      '/site/shared/_shared.md': 'a *shared* phrase',
    }));
    expect(scope.file).toBe('docs/a/page.mdx');
    expect(headings(tree as MdxNode, scope.file)).toEqual([
      { id: 'install', file: 'docs/a/page.mdx' },
      // The partial's own slugger: its "Install" is not "install-1", and the page's second is.
      { id: 'install', file: 'docs/a/_setup.mdx' },
      { id: 'setup-options', file: 'docs/a/_setup.mdx' },
      { id: 'install-1', file: 'docs/a/page.mdx' },
    ]);
    const partials = (tree as MdxNode).children!.filter((node) => node.type === PARTIAL_NODE);
    expect(partialScope(partials[0])?.props).toEqual({ network: 'dev', level: 2 });
    // Placed inside a paragraph, a one-paragraph partial gives its text.
    const paragraph = (tree as MdxNode).children!.at(-1)!;
    const inline = paragraph.children!.find((node) => node.type === PARTIAL_NODE)!;
    expect(inline.children!.map((node) => node.type)).toEqual(['text', 'emphasis', 'text']);
  });

  it('passes a partial its page\'s props on, and reads nested partials relative to the partial', () => {
    const { tree } = loadPageTree("import A from './_a.mdx';\n\n<A name=\"x\" />\n", '/site/docs/page.mdx', options({
      '/site/docs/_a.mdx': "import B from './sub/_b.mdx';\n\n<B name={props.name} other={client} />\n",
      '/site/docs/sub/_b.mdx': 'B text\n',
    }));
    const outer = (tree as MdxNode).children!.find((node) => node.type === PARTIAL_NODE)!;
    const inner = outer.children!.find((node) => node.type === PARTIAL_NODE)!;
    expect(partialScope(inner)).toMatchObject({ file: 'docs/sub/_b.mdx', props: { name: 'x' } });
  });

  it('fails on a partial it cannot resolve or read, or a cycle, naming the file and line', () => {
    const files = options({ '/site/docs/_a.mdx': "import A from './_a.mdx';\n\n<A />\n" });
    expect(() => loadPageTree("import P from 'pkg/_p.mdx';\n\n<P />\n", '/site/docs/page.mdx', files)).toThrow(PartialError);
    expect(() => loadPageTree("import P from 'pkg/_p.mdx';\n\n<P />\n", '/site/docs/page.mdx', files)).toThrow(
      '[test] docs/page.mdx:3:1: cannot find the partial "pkg/_p.mdx" that <P> places. Import partials by a path relative to the page (./_setup.mdx) or from @site/.',
    );
    expect(() => loadPageTree("import P from './_none.mdx';\n\n<P />\n", '/site/docs/page.mdx', files)).toThrow(/docs\/page\.mdx:3:1: cannot read the partial "\.\/_none\.mdx": ENOENT/);
    expect(() => loadPageTree("import A from './_a.mdx';\n\n<A />\n", '/site/docs/page.mdx', files)).toThrow(
      /docs\/_a\.mdx:3:1: the partial "\.\/_a\.mdx" includes itself \(docs\/page\.mdx → docs\/_a\.mdx → docs\/_a\.mdx\)/,
    );
  });
});
