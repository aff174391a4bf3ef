import { describe, expect, it } from 'vitest';
import { parseSource, type SourceOptions } from '../../../../plugins/page-sources/parseSource';
import { pageToMarkdown, TwinConversionError, type TwinContext } from '../../../../plugins/markdown-twins/toMarkdown';
import { mdxLeftovers } from '../../../../plugins/markdown-twins/verify';

const SITE_OPTIONS: SourceOptions = {
  format: 'mdx',
  maintainCase: false,
  mdx1Compat: { comments: false, admonitions: false, headingIds: false },
};

const CONTEXT: TwinContext = {
  filePath: '/site/docs/guide/page.mdx',
  title: 'The page',
  pageUrl: 'https://docs.example.org/base/guide/page',
  siteUrl: 'https://docs.example.org/base',
  permalinkOfFile: (file) => (file === '/site/docs/guide/other.mdx' ? '/base/guide/other' : undefined),
};

function twin(mdx: string, context: Partial<TwinContext> = {}): string {
  const full = { ...CONTEXT, ...context };
  return pageToMarkdown(parseSource(mdx, full.filePath, SITE_OPTIONS, 'test'), full);
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

  it('resolves file links against the page as the build names it: relative to the site (a versioned doc links within its version)', () => {
    const asked: string[] = [];
    const markdown = twin('See [the FAQ](../faq.md) and [this one](./page.mdx).\n', {
      filePath: 'versioned_docs/version-1.0/guide/page.mdx',
      permalinkOfFile: (file) => {
        asked.push(file);
        return file === 'versioned_docs/version-1.0/faq.md' ? '/base/1.0/faq' : '/base/1.0/guide/page';
      },
    });
    expect(asked).toEqual(['versioned_docs/version-1.0/faq.md', 'versioned_docs/version-1.0/guide/page.mdx']);
    expect(markdown).toContain('[the FAQ](https://docs.example.org/base/1.0/faq) and [this one](https://docs.example.org/base/1.0/guide/page)');
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

  it('keeps what a component with no Markdown form wraps, and leaves out expressions', () => {
    expect(body('<Highlight color="red">Encrypted</Highlight> by default. Total: {1 + 1}\n')).toBe('Encrypted by default. Total:&#x20;\n');
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

  it('treats a longer fence as closing only with a fence as long', () => {
    expect(mdxLeftovers('````md\n```\n<Steps>\n```\n````\n')).toEqual([]);
    expect(mdxLeftovers('~~~\n<A/>\n~~~\n<B/>\n')).toEqual(['line 4: markup <B/>']);
  });
});
