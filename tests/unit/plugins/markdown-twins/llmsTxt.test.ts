import { mkdtemp, readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SidebarEntry } from '../../../../plugins/page-sources/collectPages';
import {
  llmsSections,
  OPTIONAL_SECTION,
  renderLlmsFullTxt,
  renderLlmsTxt,
  type TwinPage,
} from '../../../../plugins/markdown-twins/llmsTxt';
import { writeTwinFiles } from '../../../../plugins/markdown-twins/emit';
import { markdownTwinPath } from '../../../../src/markdownTwins';

const page = (docId: string | undefined, permalink: string, title: string, description?: string): TwinPage => ({
  docId,
  permalink,
  title,
  description,
  markdown: `# ${title}\n\nAbout ${title}.\n`,
});

const HOME = page(undefined, '/', 'Home', 'Where to start.');
const INTRO = page('intro', '/intro', 'Intro', 'What it is.');
const FAQ = page('faq', '/faq', 'FAQ [answers]');
const SEND = page('dms/send', '/dms/send', 'Send messages', 'Send and list\n  messages.');
const HIDDEN = page('dms/overview', '/dms/overview', 'Overview');
const PAGES = [HOME, INTRO, FAQ, SEND, HIDDEN];

const SIDEBAR: SidebarEntry[] = [
  { kind: 'category', label: 'Overview', docId: undefined, items: [{ kind: 'doc', docId: 'intro', label: 'Intro' }] },
  { kind: 'link', href: 'https://bots.example.org/', label: 'Build bots' },
  { kind: 'doc', docId: 'faq', label: 'Questions' },
  {
    kind: 'category',
    label: 'Chat',
    docId: undefined,
    items: [
      { kind: 'category', label: 'Messages', docId: 'dms/send', items: [{ kind: 'doc', docId: 'intro', label: 'Again' }] },
      { kind: 'doc', docId: 'unlisted/draft', label: 'Draft' },
    ],
  },
];

const URLS = {
  page: (permalink: string) => `https://docs.example.org${permalink}`,
  twin: (permalink: string) => `https://docs.example.org${markdownTwinPath(permalink)}`,
};
const sections = () => llmsSections(SIDEBAR, PAGES, URLS, (candidate) => candidate === HOME);
const INTRO_TEXT = { title: 'Example Docs', summary: 'Docs for\nthe example.', notes: ['Read [this](https://example.org).'] };

describe('llmsSections', () => {
  it('makes a section of each top-level sidebar item, in order, named as the sidebar names it', () => {
    expect(sections().map((section) => section.title)).toEqual(['Overview', 'Build bots', 'Questions', 'Chat', OPTIONAL_SECTION]);
  });

  it('lists every page exactly once: its first place in the sidebar, or under Optional (home first)', () => {
    const all = sections().flatMap((section) => section.entries.flatMap((entry) => (entry.page ? [entry.page] : [])));
    expect(all).toEqual([INTRO, FAQ, SEND, HOME, HIDDEN]);
    expect(sections().at(-1)?.entries.map((entry) => entry.url)).toEqual([
      'https://docs.example.org/index.md',
      'https://docs.example.org/dms/overview.md',
    ]);
  });

  it('links pages to their twins and keeps external links as they are', () => {
    const [overview, bots] = sections();
    expect(overview.entries[0]).toMatchObject({ label: 'Intro', url: 'https://docs.example.org/intro.md', description: 'What it is.' });
    expect(bots.entries).toEqual([{ label: 'Build bots', url: 'https://bots.example.org/' }]);
  });
});

describe('llmsSections: categories with pages, site links and html items', () => {
  const CARDS = { permalink: '/guides', title: 'All the guides', description: 'A card per guide.' };
  const sidebar: SidebarEntry[] = [
    { kind: 'category', label: 'Guides', docId: undefined, generatedIndex: CARDS, items: [{ kind: 'doc', docId: 'intro', label: 'Intro' }] },
    { kind: 'category', label: 'Messages', docId: 'dms/send', items: [{ kind: 'doc', docId: 'dms/send', label: 'Send' }] },
    { kind: 'link', href: '/faq', label: 'The FAQ' },
    { kind: 'link', href: '/no-twin#part', label: 'Elsewhere' },
  ];
  const result = () => llmsSections(sidebar, PAGES, URLS, (candidate) => candidate === HOME);

  it("lists a category's generated index as its page, before its items", () => {
    expect(result()[0].entries.map(({ label, url, description }) => ({ label, url, description }))).toEqual([
      { label: 'All the guides', url: 'https://docs.example.org/guides', description: 'A card per guide.' },
      { label: 'Intro', url: 'https://docs.example.org/intro.md', description: 'What it is.' },
    ]);
  });

  it("lists a category's own doc once, first", () => {
    expect(result()[1].entries.map((entry) => entry.page)).toEqual([SEND]);
  });

  it('leads a link to a page of the site to its twin, or else to the page', () => {
    expect(result()[2].entries).toMatchObject([{ label: 'FAQ [answers]', url: 'https://docs.example.org/faq.md', page: FAQ }]);
    expect(result()[3].entries).toEqual([{ label: 'Elsewhere', url: 'https://docs.example.org/no-twin#part' }]);
  });

  it('uses the twin of a generated index when there is one, under a base path too', () => {
    const base = (entry: TwinPage): TwinPage => ({ ...entry, permalink: `/docs${entry.permalink === '/' ? '/' : entry.permalink}` });
    const home = base(HOME);
    const cards = page(undefined, '/docs/guides', 'All the guides');
    const sections = llmsSections(
      [
        { kind: 'category', label: 'Guides', docId: undefined, generatedIndex: { ...CARDS, permalink: '/docs/guides' }, items: [] },
        { kind: 'link', href: '/faq', label: 'FAQ' },
      ],
      [home, cards, base(FAQ)],
      URLS,
      (candidate) => candidate === home,
    );
    expect(sections.slice(0, 2).map((section) => section.entries[0].url)).toEqual([
      'https://docs.example.org/docs/guides.md',
      'https://docs.example.org/docs/faq.md',
    ]);
  });
});

describe('renderLlmsTxt', () => {
  it('writes the llms.txt layout: title, summary, notes, then sections of described links', () => {
    expect(renderLlmsTxt(INTRO_TEXT, sections())).toBe(
      [
        '# Example Docs',
        '',
        '> Docs for the example.',
        '',
        'Read [this](https://example.org).',
        '',
        '## Overview',
        '',
        '- [Intro](https://docs.example.org/intro.md): What it is.',
        '',
        '## Build bots',
        '',
        '- [Build bots](https://bots.example.org/)',
        '',
        '## Questions',
        '',
        '- [FAQ \\[answers\\]](https://docs.example.org/faq.md)',
        '',
        '## Chat',
        '',
        '- [Send messages](https://docs.example.org/dms/send.md): Send and list messages.',
        '',
        '## Optional',
        '',
        '- [Home](https://docs.example.org/index.md): Where to start.',
        '- [Overview](https://docs.example.org/dms/overview.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('renderLlmsFullTxt', () => {
  it('holds every page in llms.txt order, each with its address under its title', () => {
    const full = renderLlmsFullTxt(INTRO_TEXT, sections(), URLS.page);
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    expect(titles).toEqual(['Example Docs', 'Intro', 'FAQ [answers]', 'Send messages', 'Home', 'Overview']);
    expect(full).toContain('# Send messages\n\nSource: https://docs.example.org/dms/send\n\nAbout Send messages.\n');
  });
});

describe('writeTwinFiles', () => {
  it('writes the files and removes the ones no page wants any more', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'twins-'));
    await mkdir(path.join(folder, 'old'), { recursive: true });
    await writeFile(path.join(folder, 'old', 'gone.md'), 'stale');
    await writeTwinFiles(folder, [
      { path: 'dms/send.md', content: '# Send\n' },
      { path: 'llms.txt', content: '# Docs\n' },
    ]);
    await mkdir(path.join(folder, 'next', 'dms'), { recursive: true });
    await writeFile(path.join(folder, 'next', 'dms', 'send.md'), 'another locale or version');
    await writeTwinFiles(folder, [
      { path: 'dms/send.md', content: '# Send\n' },
      { path: 'llms.txt', content: '# Docs\n' },
    ]);
    const entries = (await readdir(folder, { recursive: true, withFileTypes: true })).map((entry) => ({
      name: path.relative(folder, path.join(entry.parentPath, entry.name)),
      isFile: entry.isFile(),
    }));
    expect(entries.filter((entry) => entry.isFile).map((entry) => entry.name).sort()).toEqual(['dms/send.md', 'llms.txt']);
    // No empty folder is left to be published.
    expect(entries.filter((entry) => !entry.isFile).map((entry) => entry.name)).toEqual(['dms']);
    expect(await readFile(path.join(folder, 'dms/send.md'), 'utf8')).toBe('# Send\n');
  });
});

describe('markdownTwinPath', () => {
  it.each([
    ['/dms/conversations', '/dms/conversations.md'],
    ['/dms/conversations.html', '/dms/conversations.md'],
    ['/', '/index.md'],
    ['/xmtp-docs/', '/xmtp-docs/index.md'],
    ['/xmtp-docs/get-started/intro', '/xmtp-docs/get-started/intro.md'],
  ])('%s → %s', (pagePath, twin) => {
    expect(markdownTwinPath(pagePath)).toBe(twin);
  });
});
