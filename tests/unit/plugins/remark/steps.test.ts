import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PATH, compileError, renderMdx } from './mdx';

const components = {
  Steps: ({ children }: { children?: ReactNode }) => createElement('ol', null, children),
  Step: ({ children }: { children?: ReactNode }) => createElement('li', null, children),
};

describe('remark Steps', () => {
  it('groups each step heading with its body', async () => {
    const html = await renderMdx(
      ['<Steps>', '', '### Install', '', 'Run npm.', '', '#### Detail', '', 'More.', '', '### Send', '', 'Say gm.', '', '</Steps>'].join('\n'),
      components,
    );
    expect(html).toBe(
      '<ol><li><h3>Install</h3><p>Run npm.</p><h4>Detail</h4><p>More.</p></li><li><h3>Send</h3><p>Say gm.</p></li></ol>',
    );
  });

  it.each([2, 3, 4])('accepts level %i step headings', async (level) => {
    const hashes = '#'.repeat(level);
    const source = `<Steps>\n\n${hashes} One\n\nA.\n\n${hashes} Two\n\nB.\n\n</Steps>`;
    expect(await compileError(source)).toBeUndefined();
  });

  it.each([1, 5, 6])('fails the build on level %i step headings, naming the file', async (level) => {
    const hashes = '#'.repeat(level);
    const error = await compileError(`<Steps>\n\n${hashes} One\n\nA.\n\n${hashes} Two\n\nB.\n\n</Steps>`);
    expect(error?.message).toMatch(new RegExp(`^Invalid step heading level ${level}`));
    expect(error?.file).toBe(FIXTURE_PATH);
  });

  it('fails the build on text before the first step', async () => {
    const error = await compileError('<Steps>\n\nIntro.\n\n### One\n\nA.\n\n### Two\n\nB.\n\n</Steps>');
    expect(error?.message).toMatch(/^Invalid <Steps>: it must start with a step heading/);
  });

  it('fails the build on a heading above the step level', async () => {
    const error = await compileError('<Steps>\n\n### One\n\nA.\n\n## Out\n\n### Two\n\nB.\n\n</Steps>');
    expect(error?.message).toMatch(/^Invalid heading level 2 inside <Steps>/);
  });

  it('fails the build on a single step or an empty block', async () => {
    expect((await compileError('<Steps>\n\n### Only\n\nA.\n\n</Steps>'))?.message).toMatch(/at least two steps/);
    expect((await compileError('<Steps>\n</Steps>'))?.message).toMatch(/^Invalid <Steps>/);
  });
});
