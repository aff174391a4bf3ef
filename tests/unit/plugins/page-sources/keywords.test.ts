import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { keywordsOf, keywordsOfFile, parseFrontMatterWithoutSectionKeywords, sectionKeywordsOf } from '../../../../plugins/page-sources/keywords';

const PAGE = [
  '---',
  'title: Group permissions',
  'description: Who may change what.',
  'keywords: [kick, " ban ", moderator]',
  'section_keywords:',
  '  remove-members: [kick out, ban someone]',
  '  "#list-members": [who is in]',
  '---',
  '',
  'Body.',
].join('\n');

/** The site's front-matter parser on a FAQ page whose front matter has `line` after its title. */
const parseFaqWith = (line: string) =>
  parseFrontMatterWithoutSectionKeywords({
    filePath: '/docs/faq.md',
    fileContent: `---\ntitle: FAQ\n${line}\n---\n\nBody.`,
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });

describe('page keywords', () => {
  it('reads keywords only from a list of strings, trimmed', () => {
    expect(keywordsOf({ keywords: ['mute', 42, null, '  ', ' hide '] })).toEqual(['mute', 'hide']);
    expect(keywordsOf({ keywords: 'mute, block' })).toBeUndefined();
    expect(keywordsOf({ keywords: [] })).toBeUndefined();
    expect(keywordsOf(undefined)).toBeUndefined();
  });

  it("reads a page file's keywords as Docusaurus reads its front matter", async () => {
    expect(await keywordsOfFile('/docs/groups/group-permissions.mdx', PAGE)).toEqual({
      keywords: ['kick', 'ban', 'moderator'],
      sectionKeywords: { 'remove-members': ['kick out', 'ban someone'], 'list-members': ['who is in'] },
    });
    expect(await keywordsOfFile('/docs/plain.md', '---\ntitle: Plain\n---\n\nBody.')).toEqual({});
  });

  it('reads section keywords only from a map of heading ids to lists of strings', () => {
    expect(sectionKeywordsOf({ section_keywords: { 'remove-members': ['kick', 7, ' '], empty: [], text: 'kick' } })).toEqual({ 'remove-members': ['kick'] });
    expect(sectionKeywordsOf({ section_keywords: ['kick'] })).toBeUndefined();
    expect(sectionKeywordsOf({ section_keywords: { empty: [] } })).toBeUndefined();
    expect(sectionKeywordsOf(undefined)).toBeUndefined();
  });

  it("keeps section keywords out of what Docusaurus ships, and everything else as Docusaurus' parser gives it", async () => {
    const params = { filePath: '/docs/groups/group-permissions.mdx', fileContent: PAGE, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER };
    const site = await parseFrontMatterWithoutSectionKeywords(params);
    const stock = await DEFAULT_PARSE_FRONT_MATTER(params);
    expect(site.frontMatter).toEqual({ title: 'Group permissions', description: 'Who may change what.', keywords: ['kick', ' ban ', 'moderator'] });
    expect(site.content).toBe(stock.content);
  });

  it('fails, naming the file, on section keywords that are not lists of words by heading id', async () => {
    const parse = (sectionKeywords: string) => parseFaqWith(`section_keywords: ${sectionKeywords}`);
    await expect(parse('[kick, ban]')).rejects.toThrow('/docs/faq.md: front-matter "section_keywords" must map heading ids to lists of words');
    await expect(parse('{remove-members: kick}')).rejects.toThrow('/docs/faq.md');
    await expect(parse('{remove-members: [kick, ban]}')).resolves.toMatchObject({ frontMatter: { title: 'FAQ' } });
  });

  it('fails, naming the file and the fix, on keywords that are not a list of words', async () => {
    const parse = (keywords: string) => parseFaqWith(`keywords: ${keywords}`);
    await expect(parse('kick, ban')).rejects.toThrow('/docs/faq.md: front-matter "keywords" must be a list of words');
    await expect(parse('[kick, {ban: 1}]')).rejects.toThrow('/docs/faq.md');
    await expect(parse('[kick, ban]')).resolves.toMatchObject({ frontMatter: { title: 'FAQ' } });
  });
});
