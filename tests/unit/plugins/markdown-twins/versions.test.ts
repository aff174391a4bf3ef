import { describe, expect, it } from 'vitest';
import type { DocsVersion } from '../../../../plugins/page-sources/collectPages';
import { llmsFolder, llmsPagesOf, versionIntro } from '../../../../plugins/markdown-twins/versions';

const version = (name: string, label: string, path: string, extra: Partial<DocsVersion> = {}): DocsVersion => ({
  name,
  label,
  path,
  isLast: false,
  banner: null,
  badge: true,
  ...extra,
});

const NEXT = version('current', 'Next', '/next', { banner: 'unreleased' });
const LATEST = version('1.0', '1.0', '/', { isLast: true });
const OLD = version('0.9', '0.9', '/0.9', { banner: 'unmaintained' });
const VERSIONS = [NEXT, LATEST, OLD];
const INTRO = { title: 'Example Docs', summary: 'Docs for the example.', notes: ['A note.'] };
const llmsUrl = (of: DocsVersion) => `https://docs.example.org/${llmsFolder(of, '/')}llms.txt`;

describe('llmsFolder', () => {
  it("puts the latest version's files at the site root and each other version's under its path, base path aside", () => {
    expect(llmsFolder(LATEST, '/')).toBe('');
    expect(llmsFolder(NEXT, '/')).toBe('next/');
    expect(llmsFolder({ ...NEXT, path: '/docs/next/' }, '/docs/')).toBe('next/');
    expect(llmsFolder({ ...OLD, path: '/docs/guide/0.9' }, '/docs/')).toBe('guide/0.9/');
    expect(llmsFolder({ ...LATEST, path: '/docs/guide' }, '/docs/')).toBe('');
  });

  it('refuses a version other than the latest at the root, whose files would replace the latest’s', () => {
    expect(() => llmsFolder({ ...NEXT, path: '/docs/' }, '/docs/')).toThrow(/Docs version "current" is served at the site root but is not the latest/);
  });
});

describe('llmsPagesOf', () => {
  it("gives a version its own docs, and the latest also the pages of no version", () => {
    const pages = [{ id: 'home' }, { id: 'intro 1.0', version: '1.0' }, { id: 'intro next', version: 'current' }];
    expect(llmsPagesOf(pages, LATEST).map((page) => page.id)).toEqual(['home', 'intro 1.0']);
    expect(llmsPagesOf(pages, NEXT).map((page) => page.id)).toEqual(['intro next']);
  });
});

describe('versionIntro', () => {
  it('leaves a site with one version as it is', () => {
    expect(versionIntro(INTRO, LATEST, [LATEST], llmsUrl)).toBe(INTRO);
  });

  it("points the latest's files to every other version's, saying what each is", () => {
    expect(versionIntro(INTRO, LATEST, VERSIONS, llmsUrl)).toEqual({
      title: 'Example Docs',
      summary: 'Docs for the example.',
      notes: [
        'This is version 1.0 of the docs, the latest. Other versions: [Next (unreleased)](https://docs.example.org/next/llms.txt), ' +
          '[0.9 (no longer maintained)](https://docs.example.org/0.9/llms.txt).',
        'A note.',
      ],
    });
  });

  it("names another version in its title and points to the latest's files", () => {
    expect(versionIntro(INTRO, OLD, VERSIONS, llmsUrl)).toEqual({
      title: 'Example Docs, version 0.9',
      summary: 'Docs for the example.',
      notes: ['This is version 0.9 (no longer maintained) of the docs. The latest version, 1.0, is at [its own llms.txt](https://docs.example.org/llms.txt).', 'A note.'],
    });
  });
});
