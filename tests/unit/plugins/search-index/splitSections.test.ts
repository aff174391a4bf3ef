import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runsToText, splitPageFile, splitSections, type SplitDocument } from '../../../../plugins/search-index/splitSections';
import { COMPAT_OPTIONS, SITE_OPTIONS, fixturePath, pageFor, readFixture, splitFixture } from './helpers';

const GUIDE = { title: 'Create a client', description: 'How to open a session with the relay from any runtime.' };

const outline = (documents: SplitDocument[]) =>
  documents.map(({ title, titles, href, isPage }) => ({ title, titles, href, isPage }));
const textOf = (documents: SplitDocument[], href: string) =>
  runsToText(documents.find((document) => document.href === href)?.runs ?? [{ value: 'NOT FOUND', code: false }]);

describe('splitSections', () => {
  const guide = splitFixture('guide.mdx', GUIDE);

  it('makes a page document and one section per heading of level 2 to 6, with parent titles', () => {
    const page = 'Create a client';
    expect(outline(guide)).toEqual([
      { title: page, titles: [], href: '/guides/guide', isPage: true },
      { title: 'Configure', titles: [page], href: '/guides/guide#configure', isPage: false },
      { title: 'Options', titles: [page, 'Configure'], href: '/guides/guide#client-options', isPage: false },
      { title: 'Options', titles: [page, 'Configure'], href: '/guides/guide#options', isPage: false },
      { title: 'Connect now', titles: [page], href: '/guides/guide#connect-now', isPage: false },
      // Headings inside <Steps> and inside a callout are sections too.
      { title: 'Install the toolkit', titles: [page, 'Connect now'], href: '/guides/guide#install-the-toolkit', isPage: false },
      { title: 'Start the relay', titles: [page, 'Connect now'], href: '/guides/guide#start-the-relay', isPage: false },
      { title: 'Inside a callout', titles: [page], href: '/guides/guide#inside-a-callout', isPage: false },
      // The slugger has seen "configure" once already.
      { title: 'Configure', titles: [page], href: '/guides/guide#configure-1', isPage: false },
    ]);
    expect(guide.slice(1).map((document) => document.anchor)).toEqual([
      'configure',
      'client-options',
      'options',
      'connect-now',
      'install-the-toolkit',
      'start-the-relay',
      'inside-a-callout',
      'configure-1',
    ]);
  });

  it('gives the page its description and the content before the first heading, without front matter, imports, expressions, comments or the h1', () => {
    expect(textOf(guide, '/guides/guide')).toBe(
      'How to open a session with the relay from any runtime. ' +
        'A client holds one session with the relay at . Read the setup notes first. Relay diagram',
    );
    const all = guide.map((document) => runsToText(document.runs)).join(' ');
    for (const hidden of ['sidebar_position', 'import', 'Tabs', 'relayHost', 'relay.example.test', 'Writers', 'https://', 'Create a client']) {
      expect(all).not.toContain(hidden);
    }
  });

  it('keeps link text, image alt, callout labels and inline code, and gives a page with no description none', () => {
    expect(textOf(guide, '/guides/guide#configure')).toBe(
      'Pick an environment before you connect. Heads up The relay drops idle sessions.',
    );
    expect(guide[1].runs).toContainEqual({ value: 'environment', code: true });
    expect(textOf(splitFixture('guide.mdx', { title: 'X' }), '/guides/guide')).toBe(
      'A client holds one session with the relay at . Read the setup notes first. Relay diagram',
    );
  });

  it('indexes tables, code titles and code, without magic-comment lines', () => {
    expect(textOf(guide, '/guides/guide#client-options')).toBe(
      'Option Meaning timeout Seconds to wait for the relay client.ts const client = await Lantern.connect(config); client.ping();',
    );
    const options = guide.find((document) => document.anchor === 'client-options');
    expect(options?.runs).toContainEqual({ value: 'const client = await Lantern.connect(config);\nclient.ping();', code: true });
  });

  it('shows diff blocks as rendered (markers dropped) and leaves Mermaid diagrams out', () => {
    expect(textOf(guide, '/guides/guide#connect-now')).toBe('lantern init const a = keep(); const b = drop(); const b = take();');
    expect(guide.map((document) => runsToText(document.runs)).join(' ')).not.toMatch(/Waffle|graph TD|highlight|diff-/);
  });

  it('puts the content of each step and callout in its own section', () => {
    expect(textOf(guide, '/guides/guide#install-the-toolkit')).toBe('Run the installer once per machine.');
    expect(textOf(guide, '/guides/guide#start-the-relay')).toBe('Leave the relay running in its own terminal.');
    expect(textOf(guide, '/guides/guide#inside-a-callout')).toBe('Callouts can hold a heading too.');
    expect(textOf(guide, '/guides/guide#configure-1')).toBe(
      'A repeated heading gets a numbered id, and :sparkle stays literal.',
    );
  });

  it('takes the title from the first h1 when the metadata has none, else the permalink', () => {
    expect(splitFixture('guide.mdx')[0].title).toBe('Create a client');
    expect(splitFixture('guide.mdx')[2].titles).toEqual(['Create a client', 'Configure']);
    expect(splitSections('Just text.', pageFor('none.mdx'), SITE_OPTIONS)[0].title).toBe('/guides/none');
  });

  it('counts the h1 in the slugger, as Docusaurus does, though it starts no section', () => {
    const documents = splitSections('# Setup\n\nIntro.\n\n## Setup\n\nBody.', pageFor('setup.mdx'), SITE_OPTIONS);
    expect(outline(documents)).toEqual([
      { title: 'Setup', titles: [], href: '/guides/setup', isPage: true },
      { title: 'Setup', titles: ['Setup'], href: '/guides/setup#setup-1', isPage: false },
    ]);
    expect(runsToText(documents[0].runs)).toBe('Intro.');
  });

  it('keeps the heading case in ids when the site asks for it', () => {
    const documents = splitFixture('guide.mdx', GUIDE, { ...SITE_OPTIONS, maintainCase: true });
    expect(documents[1].anchor).toBe('Configure');
    expect(documents.at(-1)?.anchor).toBe('Configure-1');
  });

  it('with mdx1Compat on, honours {#id}, drops HTML comments and reads legacy callout titles', () => {
    const documents = splitFixture('compat.mdx', { title: 'Legacy syntax' }, COMPAT_OPTIONS);
    expect(outline(documents)).toEqual([
      { title: 'Legacy syntax', titles: [], href: '/guides/compat', isPage: true },
      { title: 'Setup', titles: ['Legacy syntax'], href: '/guides/compat#custom-setup', isPage: false },
      { title: 'Setup', titles: ['Legacy syntax'], href: '/guides/compat#setup', isPage: false },
    ]);
    expect(runsToText(documents[0].runs)).toBe('Text before any heading.');
    expect(runsToText(documents[2].runs)).toBe('Second setup. Legacy title Body of the note.');
  });

  it('fails on a file that is not valid MDX, naming the file', () => {
    expect(() => splitFixture('broken.mdx')).toThrow(`Cannot parse ${fixturePath('broken.mdx')}`);
    // This site runs with mdx1Compat off, where an HTML comment is an MDX error.
    expect(() => splitFixture('compat.mdx')).toThrow(`Cannot parse ${fixturePath('compat.mdx')}`);
  });

  it('fails on a missing file, naming it', async () => {
    const page = pageFor('missing.mdx');
    await expect(splitPageFile(page, SITE_OPTIONS)).rejects.toThrow(`Cannot read ${fixturePath('missing.mdx')} (/guides/missing)`);
    await expect(splitPageFile(pageFor('guide.mdx'), SITE_OPTIONS)).resolves.toHaveLength(9);
  });

  it("gives the page and its sections their file's front-matter keywords, which Docusaurus never sees (keywords.ts)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vx-keywords-'));
    const filePath = path.join(dir, 'permissions.mdx');
    await writeFile(filePath, '---\ntitle: Permissions\nkeywords: [kick, ban]\n---\n\nWho may do what.\n\n## Remove members\n\nText.\n');
    const [page, section] = await splitPageFile({ ...pageFor('permissions.mdx'), filePath }, SITE_OPTIONS);
    expect(page).toMatchObject({ isPage: true, keywords: ['kick', 'ban'] });
    expect(section).not.toHaveProperty('keywords');
    // A section's keywords, by its heading's id; one that names no heading fails, naming the file and the ids it has.
    await writeFile(filePath, '---\ntitle: Permissions\nsection_keywords:\n  remove-members: [kick out]\n---\n\nWho.\n\n## Remove members\n\nText.\n');
    const [, tagged] = await splitPageFile({ ...pageFor('permissions.mdx'), filePath }, SITE_OPTIONS);
    expect(tagged).toMatchObject({ isPage: false, anchor: 'remove-members', keywords: ['kick out'] });
    await writeFile(filePath, '---\ntitle: Permissions\nsection_keywords:\n  kick-members: [kick out]\n---\n\nWho.\n\n## Remove members\n\nText.\n');
    await expect(splitPageFile({ ...pageFor('permissions.mdx'), filePath }, SITE_OPTIONS)).rejects.toThrow(
      `${filePath}: front-matter "section_keywords" names "kick-members", which is not the id of a heading of the page. Its headings' ids: remove-members.`,
    );
    await writeFile(filePath, '---\ntitle: [unclosed\n---\n\nText.\n');
    await expect(splitPageFile({ ...pageFor('permissions.mdx'), filePath }, SITE_OPTIONS)).rejects.toThrow(`Cannot read the front matter of ${filePath}`);
    await rm(dir, { recursive: true });
  });

  describe('theme components and partials', () => {
    const components = splitFixture('theme-components.mdx', { title: 'Theme components' });

    it("indexes each tab's label and content, CodeBlock titles and literal code, and Admonition titles", () => {
      expect(textOf(components, '/guides/theme-components#pick-a-runtime')).toBe(
        'Node Bots keep a lanternfile beside the process. web Browsers keep it in private storage.',
      );
      expect(textOf(components, '/guides/theme-components#connect')).toBe(
        'connect.ts const relay = await Lantern.open(quasarHost); Reuse the session One session serves every conversation. Say hello to .',
      );
      const connect = components.find((document) => document.anchor === 'connect');
      expect(connect?.runs).toContainEqual({ value: 'const relay = await Lantern.open(quasarHost);', code: true });
      const all = components.map((document) => runsToText(document.runs)).join(' ');
      for (const hidden of ['Not text of the page', 'sampleCode', 'relayName', 'highlight-next-line']) expect(all).not.toContain(hidden);
    });

    it("indexes an imported partial's content, its headings as sections with the ids Docusaurus gives them", () => {
      expect(outline(components).slice(3)).toEqual([
        { title: 'Install the toolkit', titles: ['Theme components'], href: '/guides/theme-components#install-the-toolkit', isPage: false },
        { title: 'Check it', titles: ['Theme components', 'Install the toolkit'], href: '/guides/theme-components#check-it', isPage: false },
        { title: 'After the setup', titles: ['Theme components'], href: '/guides/theme-components#after-the-setup', isPage: false },
      ]);
      // The page passed flavour="glowworm".
      expect(textOf(components, '/guides/theme-components#install-the-toolkit')).toBe('Pick the glowworm build.');
    });

    it("reads the site's own magic comments out of code", () => {
      const documents = splitSections('```ts\n// This will error\nx();\n```\n', pageFor('magic.mdx'), SITE_OPTIONS, {
        code: { magicComments: [{ className: 'error', line: 'This will error' }] },
      });
      expect(runsToText(documents[0].runs)).toBe('x();');
    });
  });

  it('reads the same as it parses the fixture source', () => {
    expect(splitSections(readFixture('guide.mdx'), pageFor('guide.mdx', GUIDE), SITE_OPTIONS)).toEqual(guide);
  });
});
