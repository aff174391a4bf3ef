import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceOptions } from '../../../../plugins/page-sources/parseSource';
import { loadPageTree } from '../../../../plugins/page-sources/pageTree';
import { pageToMarkdown, TwinConversionError, type TwinContext } from '../../../../plugins/markdown-twins/toMarkdown';
import { mdxLeftovers } from '../../../../plugins/markdown-twins/verify';
import { magicCommentsOf } from '../../../../plugins/remark/magicComments';

const SITE_OPTIONS: SourceOptions = {
  format: 'mdx',
  maintainCase: false,
  mdx1Compat: { comments: false, admonitions: false, headingIds: false },
};

const SITE_DIR = '/site';

const CONTEXT: TwinContext = {
  filePath: 'docs/guide/page.mdx',
  title: 'The page',
  pageUrl: 'https://docs.example.org/base/guide/page',
  siteUrl: 'https://docs.example.org/base',
  // Docusaurus' rules are markdownLinks.ts's (tested there); here, a link relative to the file it is in.
  permalinkOfLink: (link, fromFile) => (path.join(path.dirname(fromFile), link) === 'docs/guide/other.mdx' ? '/base/guide/other' : undefined),
};

/**
 * The twin of a page at `context.filePath` (relative to /site), read the way
 * the plugin reads it: partials (from `files`, by path relative to the site)
 * inlined, headings given their ids. Warnings land in `warnings`.
 */
function twin(mdx: string, context: Partial<TwinContext> = {}, files: Record<string, string> = {}, warnings: string[] = []): string {
  const full = { ...CONTEXT, ...context };
  const { tree, scope } = loadPageTree(mdx, `${SITE_DIR}/${full.filePath}`, {
    siteDir: SITE_DIR,
    sourceOptions: (file) => ({ ...SITE_OPTIONS, format: file.endsWith('.md') ? 'md' : 'mdx' }),
    plugin: 'test',
    readFile: (file) => {
      const source = files[file.slice(SITE_DIR.length + 1)];
      if (source === undefined) throw new Error(`ENOENT: ${file}`);
      return source;
    },
  });
  return pageToMarkdown(tree, { scope, warn: (message) => warnings.push(message), ...full });
}

/** The converted text after the `# The page` heading the converter adds. */
function body(mdx: string): string {
  return twin(mdx).replace(/^# The page\n\n/, '');
}

describe('pageToMarkdown', () => {
  it('starts with the page title, unless the source has its own h1', () => {
    expect(twin('Hello.\n')).toBe('# The page\n\nHello.\n');
    expect(twin('# Own title\n\nHello.\n')).toBe('# Own title\n\nHello.\n');
  });

  it('drops front matter, imports, exports and MDX comments', () => {
    const mdx = [
      '---',
      'title: Ignored here',
      '---',
      "import Thing from '@site/src/thing';",
      '',
      'export const answer = 42;',
      '',
      '{/* A note to writers */}',
      '',
      'Visible text.',
      '',
      '## A heading {/* #custom-id */}',
    ].join('\n');
    expect(body(mdx)).toBe('Visible text.\n\n## A heading\n');
  });

  it('turns a code group into one labelled fenced block per tab, in order', () => {
    const mdx = [
      '<CodeGroup>',
      '',
      '```ts title="JavaScript"',
      'await chat.send("gm");',
      '```',
      '',
      '```kotlin title="Kotlin"',
      'conversation.send(text = "gm")',
      '```',
      '',
      '```swift',
      'try await conversation.send(content: "gm")',
      '```',
      '',
      '</CodeGroup>',
    ].join('\n');
    expect(body(mdx)).toBe(
      [
        '**JavaScript**',
        '',
        '```ts',
        'await chat.send("gm");',
        '```',
        '',
        '**Kotlin**',
        '',
        '```kotlin',
        'conversation.send(text = "gm")',
        '```',
        '',
        '**swift**',
        '',
        '```swift',
        'try await conversation.send(content: "gm")',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('numbers the headings of steps at the steps level only', () => {
    const mdx = [
      '<Steps>',
      '',
      '### Install',
      '',
      'Add the package.',
      '',
      '#### A detail inside a step',
      '',
      '### Send',
      '',
      'Send `gm`.',
      '',
      '</Steps>',
    ].join('\n');
    expect(body(mdx)).toBe(
      '### Step 1: Install\n\nAdd the package.\n\n#### A detail inside a step\n\n### Step 2: Send\n\nSend `gm`.\n',
    );
  });

  it('turns callouts into blockquotes led by their title', () => {
    expect(body(':::tip\n\nUse the dev network.\n\n:::\n')).toBe('> **Tip**\n>\n> Use the dev network.\n');
    expect(body(':::danger[Keys are *secret*]\n\nNever log them.\n\nNot even once.\n\n:::\n')).toBe(
      '> **Keys are _secret_**\n>\n> Never log them.\n>\n> Not even once.\n',
    );
    expect(body(':::success\n\nIt works.\n\n:::\n')).toBe('> **Success**\n>\n> It works.\n');
  });

  it('opens a details block: the summary in bold, then its content', () => {
    const inline = '<details>\n<summary>Vite</summary>\n\nSet `define`.\n\n</details>\n';
    const ownLines = '<details>\n\n<summary>\n\nVite\n\n</summary>\n\nSet `define`.\n\n</details>\n';
    expect(body(inline)).toBe('**Vite**\n\nSet `define`.\n');
    expect(body(ownLines)).toBe('**Vite**\n\nSet `define`.\n');
  });

  it('keeps diagrams as fenced mermaid, with their source untouched', () => {
    const mdx = '```mermaid\nflowchart LR\n  accTitle: Client to network\n  a["App<br/>client"] --> b\n```\n';
    expect(body(mdx)).toBe('```mermaid\nflowchart LR\n  accTitle: Client to network\n  a["App<br/>client"] --> b\n```\n');
  });

  it('shows code as the reader sees it: no magic comments, diffs kept as diffs, titles kept', () => {
    const highlighted = '```ts title="send.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n';
    const magic = '```ts\n// highlight-next-line\nawait chat.send("gm");\n```\n';
    const diff = '```ts diff\n const a = 1;\n-const b = 2;\n+const b = 3;\n```\n';
    expect(body(highlighted)).toBe('```ts title="send.ts"\nconst a = 1;\nconst b = 2;\n```\n');
    expect(body(magic)).toBe('```ts\nawait chat.send("gm");\n```\n');
    expect(body(diff)).toBe('```diff\n const a = 1;\n-const b = 2;\n+const b = 3;\n```\n');
  });

  it('makes site links, file links and images absolute, and leaves other URLs alone', () => {
    const mdx = [
      'See [messages](/dms/messages#send), [other](./other.mdx#part), [below](#below),',
      '[XMTP](https://xmtp.org/) and [mail](mailto:hi@example.org).',
      '',
      '![Logo](/img/logo.svg) and ![Chart](chart.png)',
    ].join('\n');
    expect(body(mdx)).toBe(
      'See [messages](https://docs.example.org/base/dms/messages#send), [other](https://docs.example.org/base/guide/other#part), [below](#below),\n' +
        '[XMTP](https://xmtp.org/) and [mail](mailto:hi@example.org).\n\n' +
        '![Logo](https://docs.example.org/base/img/logo.svg) and ![Chart](https://docs.example.org/base/guide/chart.png)\n',
    );
  });

  it('resolves file links from the file they are written in, as the build names it (a versioned doc links within its version)', () => {
    const asked: string[][] = [];
    const markdown = twin('See [the FAQ](../faq.md) and [this one](./page.mdx).\n', {
      filePath: 'versioned_docs/version-1.0/guide/page.mdx',
      permalinkOfLink: (link, fromFile) => {
        asked.push([link, fromFile]);
        return link === '../faq.md' ? '/base/1.0/faq' : '/base/1.0/guide/page';
      },
    });
    expect(asked).toEqual([
      ['../faq.md', 'versioned_docs/version-1.0/guide/page.mdx'],
      ['./page.mdx', 'versioned_docs/version-1.0/guide/page.mdx'],
    ]);
    expect(markdown).toContain('[the FAQ](https://docs.example.org/base/1.0/faq) and [this one](https://docs.example.org/base/1.0/guide/page)');
  });

  it("keeps a file link's ?query, and escapes the spaces a page's path may hold", () => {
    const markdown = twin('See [tabs](./other.mdx?tab=swift#part), [spaced](./spaced.md) and <a href="/folder with space/doc">raw</a>.\n', {
      permalinkOfLink: (link) => (link === './other.mdx' ? '/base/guide/other' : link === './spaced.md' ? '/base/folder with space/doc 1' : undefined),
    });
    expect(markdown).toContain(
      '[tabs](https://docs.example.org/base/guide/other?tab=swift#part), [spaced](https://docs.example.org/base/folder%20with%20space/doc%201) and [raw](https://docs.example.org/base/folder%20with%20space/doc)',
    );
  });

  it('names the files that relative images and links point at, and where the twin says they are, for the build to copy', () => {
    const told: string[][] = [];
    const markdown = twin('![Chart](./img/chart.png) and a [sheet](../files/rates.csv).\n', { onSourceFile: (file, urlPath) => told.push([file, urlPath]) });
    expect(markdown).toContain('![Chart](https://docs.example.org/base/guide/img/chart.png) and a [sheet](https://docs.example.org/base/files/rates.csv)');
    expect(told).toEqual([
      [`${SITE_DIR}/docs/guide/img/chart.png`, '/base/guide/img/chart.png'],
      [`${SITE_DIR}/docs/files/rates.csv`, '/base/files/rates.csv'],
    ]);
  });

  it('maps inline HTML with a Markdown form', () => {
    expect(body('Press <kbd>Ctrl</kbd>, read <em>this</em>,<br/>then <a href="/faq">the FAQ</a>.\n')).toBe(
      'Press `Ctrl`, read _this_,\\\nthen [the FAQ](https://docs.example.org/base/faq).\n',
    );
  });

  it('keeps GFM tables and task lists', () => {
    const mdx = '| SDK | Version |\n| --- | --- |\n| xmtp-js | 12 |\n\n- [x] Done\n- [ ] To do\n';
    expect(body(mdx)).toBe('| SDK     | Version |\n| ------- | ------- |\n| xmtp-js | 12      |\n\n- [x] Done\n- [ ] To do\n');
  });

  it('keeps what a component of the writer\'s own wraps, with a warning naming the file, line and component, once per file', () => {
    const warnings: string[] = [];
    const mdx = 'export const Highlight = ({ children }) => <mark>{children}</mark>;\n\n<Highlight color="red">Encrypted</Highlight> by default, <Highlight>always</Highlight>.\n';
    expect(twin(mdx, {}, {}, warnings)).toBe('# The page\n\nEncrypted by default, always.\n');
    expect(warnings).toEqual([
      "[vx-markdown-twins] docs/guide/page.mdx:3:1: <Highlight> has no Markdown form: the page's Markdown twin (and llms-full.txt) shows only the text it wraps. " +
        'Write what it shows in Markdown, or use a theme component the twins know.',
    ]);
  });

  it('gives an expression its text when it is a literal, and leaves out any other with a warning', () => {
    const warnings: string[] = [];
    expect(twin("Say {'gm'}{' '}to {`every` + 'one'} {2 + 1} times. Your inbox: {client.inboxId}\n\n{'A whole line.'}\n\n{frontMatter.title}{true}\n", {}, {}, warnings)).toBe(
      '# The page\n\nSay gm to everyone 3 times. Your inbox:\n\nA whole line.\n',
    );
    // Once per file: the second expression it cannot know adds no warning.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[vx-markdown-twins\] docs\/guide\/page\.mdx:1:64: the expression \{client\.inboxId\} is left out of the page's Markdown twin/);
  });

  it('turns tabs into a section per tab, labelled from the item, the values list or the value, whatever the import is called', () => {
    const mdx = [
      "import Tabs from '@theme/Tabs';",
      "import Item from '@theme/TabItem';",
      '',
      '<Tabs groupId="sdk" queryString>',
      '  <Item value="js" label="JavaScript">',
      '',
      '```ts',
      'await client.send("gm");',
      '```',
      '',
      '  </Item>',
      '  <Item value="kotlin" default>',
      '    Send from Kotlin.',
      '  </Item>',
      '</Tabs>',
      '',
      "<Tabs values={[{ label: 'Swift', value: 'swift' }]}>",
      '  <Item value="swift">Send from Swift.</Item>',
      '</Tabs>',
    ].join('\n');
    expect(body(mdx)).toBe(
      '**JavaScript**\n\n```ts\nawait client.send("gm");\n```\n\n**kotlin**\n\nSend from Kotlin.\n\n**Swift**\n\nSend from Swift.\n',
    );
  });

  it('turns a CodeBlock with literal code into a fenced block with its language and title, and warns about code it cannot read', () => {
    const mdx = [
      "import Code from '@theme/CodeBlock';",
      '',
      '<Code language="ts" title="send.ts" showLineNumbers>',
      '{`// highlight-next-line',
      'await conversation.send("gm");`}',
      '</Code>',
      '',
      '<Code language="kotlin" metastring=\'{1} title="Send.kt"\'>{"conversation.send(text = \\"gm\\")"}</Code>',
      '',
      '<Code language="ts">{sample}</Code>',
    ].join('\n');
    const warnings: string[] = [];
    expect(twin(mdx, {}, {}, warnings).replace(/^# The page\n\n/, '')).toBe(
      '```ts title="send.ts"\nawait conversation.send("gm");\n```\n\n```kotlin title="Send.kt"\nconversation.send(text = "gm")\n```\n',
    );
    expect(warnings).toEqual([expect.stringMatching(/page\.mdx:10:1: the code of <Code> is not a literal the build can read/)]);
  });

  it('removes the site\'s own magic comments from code, and gives a block without a language the default one', () => {
    const comments = magicCommentsOf([{ className: 'code-block-error-line', line: 'This will error' }]);
    // Without the config, the writer's comment is code like any other.
    expect(body('```ts\n// This will error\nx();\n// highlight-next-line\ny();\n```\n')).toBe('```ts\n// This will error\nx();\ny();\n```\n');
    expect(twin('```ts\n// This will error\nx();\n```\n\n```\nz();\n```\n', { magicComments: comments, defaultLanguage: 'js' })).toBe(
      '# The page\n\n```ts\nx();\n```\n\n```js\nz();\n```\n',
    );
  });

  it('turns an Admonition into a labelled quote like a callout', () => {
    const mdx = [
      "import Admonition from '@theme/Admonition';",
      '',
      '<Admonition type="tip" icon="💡" title="Keep the key">',
      '  Store it in the **keychain**.',
      '</Admonition>',
      '',
      '<Admonition type="danger">Never log it.</Admonition>',
    ].join('\n');
    expect(body(mdx)).toBe('> **Keep the key**\n>\n> Store it in the *keychain*.\n\n> **Danger**\n>\n> Never log it.\n'.replace(/\*keychain\*/, '**keychain**'));
  });

  it("turns TOCInline into nested links to the page's headings within its levels, a partial's included", () => {
    const mdx = [
      "import TOCInline from '@theme/TOCInline';",
      "import Setup from './_setup.mdx';",
      '',
      '<TOCInline toc={toc} />',
      '',
      'Deeper:',
      '',
      '<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />',
      '',
      '## Create a client {/* #create */}',
      '',
      '### Pick a network',
      '',
      '#### Deep',
      '',
      '<Setup />',
    ].join('\n');
    const files = { 'docs/guide/_setup.mdx': '## Install\n\nRun it.\n\n### Create a client\n' };
    expect(twin(mdx, {}, files).replace(/^# The page\n\n/, '').split('\n## Create')[0]).toBe(
      [
        '- [Create a client](https://docs.example.org/base/guide/page#create)',
        '  - [Pick a network](https://docs.example.org/base/guide/page#pick-a-network)',
        '- [Install](https://docs.example.org/base/guide/page#install)',
        // The partial slugs its own headings: no "-1" for a title the page also has.
        '  - [Create a client](https://docs.example.org/base/guide/page#create-a-client)',
        '',
        'Deeper:',
        '',
        '- [Pick a network](https://docs.example.org/base/guide/page#pick-a-network)',
        '  - [Deep](https://docs.example.org/base/guide/page#deep)',
        '- [Create a client](https://docs.example.org/base/guide/page#create-a-client)',
        '',
      ].join('\n'),
    );
  });

  it('turns DocCardList into a list of links with descriptions: the sidebar category\'s, or its literal items', () => {
    const mdx = [
      "import DocCardList from '@theme/DocCardList';",
      "import { useCurrentSidebarCategory } from '@docusaurus/theme-common';",
      '',
      '<DocCardList />',
      '',
      'The same:',
      '',
      '<DocCardList items={useCurrentSidebarCategory().items} />',
      '',
      'Cards of its own:',
      '',
      "<DocCardList items={[{ type: 'link', label: 'FAQ', href: '/faq', docId: 'faq' }, { type: 'category', label: 'Guides', items: [{ type: 'link', label: 'A', href: '/a' }] }, { type: 'html', value: '<hr>' }]} />",
    ].join('\n');
    const markdown = twin(mdx, {
      sidebarCards: [{ title: 'Tabs', href: '/base/c/tabs', description: 'Tab groups.' }],
      docDescription: (id) => (id === 'faq' ? 'Answers.' : undefined),
      categoryItemsDescription: (count) => (count === 1 ? '1 item' : `${count} items`),
    });
    expect(markdown.replace(/^# The page\n\n/, '')).toBe(
      [
        '- [Tabs](https://docs.example.org/base/c/tabs): Tab groups.',
        '',
        'The same:',
        '',
        '- [Tabs](https://docs.example.org/base/c/tabs): Tab groups.',
        '',
        'Cards of its own:',
        '',
        '- [FAQ](https://docs.example.org/base/faq): Answers.',
        '- [Guides](https://docs.example.org/base/a): 1 item',
        '',
      ].join('\n'),
    );
  });

  it('turns Link, useBaseUrl images and ThemedImage into a link and images, and drops <head>', () => {
    const mdx = [
      "import Link from '@docusaurus/Link';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import ThemedImage from '@theme/ThemedImage';",
      '',
      '<head>',
      '  <meta name="keywords" content="xmtp" />',
      '</head>',
      '',
      'Read <Link to="/faq">the FAQ</Link> or <Link href="https://xmtp.org/">xmtp.org</Link>.',
      '',
      '<Link to="/intro">Start here</Link>',
      '',
      "<img src={useBaseUrl('/img/logo.svg')} alt=\"Logo\" />",
      '',
      "<ThemedImage alt=\"Chart\" sources={{ light: useBaseUrl('/img/light.svg'), dark: useBaseUrl('/img/dark.svg') }} />",
    ].join('\n');
    expect(body(mdx)).toBe(
      [
        'Read [the FAQ](https://docs.example.org/base/faq) or [xmtp.org](https://xmtp.org/).',
        '',
        '[Start here](https://docs.example.org/base/intro)',
        '',
        '![Logo](https://docs.example.org/base/img/logo.svg)',
        '',
        '![Chart](https://docs.example.org/base/img/light.svg)',
        '',
      ].join('\n'),
    );
  });

  it('opens the theme\'s Details like <details>, its summary from the prop', () => {
    const mdx = "import Details from '@theme/Details';\n\n<Details summary=\"Why?\">\n\nBecause.\n\n</Details>\n";
    expect(body(mdx)).toBe('**Why?**\n\nBecause.\n');
  });

  it('inlines a partial, with its props, headings and own imports, and resolves its links from its own file', () => {
    const mdx = "import Setup from './_setup.mdx';\nimport Shared from '@site/docs/_shared.md';\n\nBefore.\n\n<Setup network=\"dev\" />\n\n<Shared />\n";
    const files = {
      'docs/guide/_setup.mdx':
        "import Admonition from '@theme/Admonition';\n\n## Install on {props.network}\n\nPoint the client at {props.network}, see [other](./other.mdx).\n\n<Admonition type=\"note\">Keys stay local.</Admonition>\n",
      'docs/_shared.md': 'Shared *text*.\n',
    };
    expect(twin(mdx, {}, files).replace(/^# The page\n\n/, '')).toBe(
      [
        'Before.',
        '',
        '## Install on dev',
        '',
        'Point the client at dev, see [other](https://docs.example.org/base/guide/other).',
        '',
        '> **Note**',
        '>',
        '> Keys stay local.',
        '',
        'Shared _text_.',
        '',
      ].join('\n'),
    );
  });

  it('fails the build on a partial it cannot find or that includes itself, naming the file and line', () => {
    expect(() => twin("import Gone from './_gone.mdx';\n\n<Gone />\n")).toThrow(/docs\/guide\/page\.mdx:3:1: cannot read the partial "\.\/_gone\.mdx"/);
    expect(() => twin("import X from 'some-package/x.mdx';\n\n<X />\n")).toThrow(/cannot find the partial "some-package\/x\.mdx"/);
    const files = { 'docs/guide/_a.mdx': "import B from './_b.mdx';\n\n<B />\n", 'docs/guide/_b.mdx': "import A from './_a.mdx';\n\n<A />\n" };
    expect(() => twin("import A from './_a.mdx';\n\n<A />\n", {}, files)).toThrow(/includes itself \(docs\/guide\/page\.mdx → docs\/guide\/_a\.mdx → docs\/guide\/_b\.mdx → docs\/guide\/_a\.mdx\)/);
  });

  it.each([
    ['a directive that is no callout', ':::youtube\n\nx\n\n:::\n', /:::youtube is not a callout/],
    ['a link to a file that is no page', '[gone](./gone.mdx)\n', /"\.\/gone\.mdx" points at no page/],
  ])('fails the build on %s, naming the file and line', (_name, mdx, message) => {
    expect(() => twin(mdx)).toThrow(TwinConversionError);
    expect(() => twin(mdx)).toThrow(message);
  });

  it('leaves no MDX in the output of every construct together', () => {
    const mdx = [
      "import X from 'x';",
      '<CodeGroup>\n\n```tsx title="React"\nconst el = <Chat client={client} />;\n```\n\n```ts title="Node"\nx();\n```\n\n</CodeGroup>',
      ':::note\n\nA `<Client>` in code is fine.\n\n:::',
      'Text with an escaped \\<Tag\\> in it.',
    ].join('\n\n');
    expect(mdxLeftovers(twin(mdx))).toEqual([]);
  });
});

describe('the twin of a Markdown (.md) page', () => {
  it('keeps its HTML but for comments and the <head> block Docusaurus moves into the page head', () => {
    const md = '<head>\n  <meta name="x" content="y" />\n</head>\n\n<!-- a note -->\n\n<details>\n<summary>More</summary>\n\nText.\n\n</details>\n';
    const markdown = twin(md, { filePath: 'docs/guide/page.md' });
    expect(markdown).toBe('# The page\n\n<details>\n<summary>More</summary>\n\nText.\n\n</details>\n');
  });
});

describe('mdxLeftovers', () => {
  it('finds markup, import/export lines and MDX comments outside code', () => {
    const markdown = [
      '# Page',
      '',
      '<Tabs>',
      'import x from "y";',
      '{/* comment */}',
      '',
      '```tsx',
      '<App />',
      'import { a } from "b";',
      '```',
      '',
      'Inline `<Code />` is fine, and so is a < b.',
    ].join('\n');
    expect(mdxLeftovers(markdown)).toEqual(['line 3: markup <Tabs>', 'line 4: an import statement', 'line 5: an MDX comment']);
  });

  it("lets a Markdown (.md) page's twin keep its HTML, which is Markdown too", () => {
    const markdown = '<details>\n<summary>More</summary>\n\nText.\n\n</details>\n';
    expect(mdxLeftovers(markdown)).toEqual(['line 1: markup <details>', 'line 2: markup <summary>', 'line 6: markup </details>']);
    expect(mdxLeftovers(markdown, { html: true })).toEqual([]);
  });

  it('treats a longer fence as closing only with a fence as long', () => {
    expect(mdxLeftovers('````md\n```\n<Steps>\n```\n````\n')).toEqual([]);
    expect(mdxLeftovers('~~~\n<A/>\n~~~\n<B/>\n')).toEqual(['line 4: markup <B/>']);
  });
});
