import { describe, expect, it } from 'vitest';
import { FIXTURE_PATH, compileError } from './mdx';

const block = (lang: string, title?: string) =>
  ['```' + lang + (title ? ` title="${title}"` : ''), 'code', '```'].join('\n');
const group = (...parts: string[]) => ['<CodeGroup>', '', ...parts.flatMap((p) => [p, '']), '</CodeGroup>'].join('\n');

describe('remark CodeGroup checks', () => {
  it('accepts titled blocks, or untitled blocks of different languages', async () => {
    expect(await compileError(group(block('ts', 'JavaScript'), block('kotlin', 'Kotlin')))).toBeUndefined();
    expect(await compileError(group(block('ts'), block('swift')))).toBeUndefined();
  });

  it('fails the build on anything but code blocks, naming the file', async () => {
    const error = await compileError(group(block('ts', 'JavaScript'), 'Some words.', block('swift', 'Swift')));
    expect(error?.message).toMatch(/^Invalid <CodeGroup>: it may only hold fenced code blocks, found a paragraph/);
    expect(error?.file).toBe(FIXTURE_PATH);
  });

  it('fails the build on fewer than two blocks', async () => {
    expect((await compileError(group(block('ts', 'JavaScript'))))?.message).toMatch(/at least two fenced code blocks/);
    expect((await compileError('<CodeGroup>\n</CodeGroup>'))?.message).toMatch(/at least two/);
  });

  it('fails the build on duplicate tab labels', async () => {
    const error = await compileError(group(block('ts', 'Node'), block('js', 'Node')));
    expect(error?.message).toMatch(/two tabs are labelled "Node"/);
  });
});
