import { describe, expect, it } from 'vitest';
import { titleFromMetastring, withoutTitle } from '../../../src/components/mdx/CodeGroup/metastring';

describe('titleFromMetastring', () => {
  it('reads double-quoted, single-quoted and bare titles', () => {
    expect(titleFromMetastring('title="React Native"')).toBe('React Native');
    expect(titleFromMetastring("title='Swift' {2}")).toBe('Swift');
    expect(titleFromMetastring('{1,3} title=Kotlin')).toBe('Kotlin');
  });

  it('gives nothing without a title', () => {
    expect(titleFromMetastring(undefined)).toBeUndefined();
    expect(titleFromMetastring('{1-2} showLineNumbers')).toBeUndefined();
    expect(titleFromMetastring('title=""')).toBeUndefined();
    expect(titleFromMetastring('subtitle="x"')).toBeUndefined();
  });
});

describe('withoutTitle', () => {
  it('removes the title and keeps the rest', () => {
    expect(withoutTitle('title="Node" {2}')).toBe('{2}');
    expect(withoutTitle('title="Node"')).toBeUndefined();
    expect(withoutTitle(undefined)).toBeUndefined();
  });
});
