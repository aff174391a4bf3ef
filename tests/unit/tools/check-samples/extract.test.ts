import { describe, expect, it } from 'vitest';
import { contextNames, extractSamples } from '../../../../tools/check-samples/src/extract';

const PAGE = 'docs/fixture.mdx';

describe('extractSamples', () => {
  it('keeps TypeScript, JavaScript, Kotlin and Swift fences, with the page line of each code line', () => {
    const source = [
      '---', // 1
      'title: Fixture', // 2
      '---', // 3
      '', // 4
      '```ts title="Node" context="client"', // 5
      'const a = 1;', // 6
      'const b = 2;', // 7
      '```', // 8
      '', // 9
      '```bash', // 10
      'npm install', // 11
      '```', // 12
      '', // 13
      '```kotlin title="Kotlin"', // 14
      'val c = 3', // 15
      '```', // 16
    ].join('\n');
    const samples = extractSamples(source, PAGE);
    expect(samples.map((s) => [s.language, s.title, s.fenceLine, s.lines])).toEqual([
      ['ts', 'Node', 5, [6, 7]],
      ['kotlin', 'Kotlin', 14, [15]],
    ]);
    expect(samples[0].code).toBe('const a = 1;\nconst b = 2;');
    expect(contextNames(samples[0])).toEqual(['client']);
    expect(samples.map((s) => s.index)).toEqual([0, 1]);
  });

  it('finds fences inside code groups and list items, and records their indentation', () => {
    const source = [
      '<CodeGroup>', // 1
      '', // 2
      '```tsx title="React"', // 3
      'export const x = <p />;', // 4
      '```', // 5
      '', // 6
      '```swift title="Swift"', // 7
      'let y = 1', // 8
      '```', // 9
      '', // 10
      '</CodeGroup>', // 11
      '', // 12
      '1. A step:', // 13
      '', // 14
      '   ```js title="webpack.config.js"', // 15
      '   module.exports = {};', // 16
      '   ```', // 17
    ].join('\n');
    const samples = extractSamples(source, PAGE);
    expect(samples.map((s) => [s.language, s.fenceLine, s.lines, s.indent, s.code])).toEqual([
      ['tsx', 3, [4], 0, 'export const x = <p />;'],
      ['swift', 7, [8], 0, 'let y = 1'],
      ['js', 15, [16], 3, 'module.exports = {};'],
    ]);
  });

  it('reads a diff block as the code a reader copies: unchanged and added lines, without markers', () => {
    const source = [
      '```ts title="Upgrade" diff', // 1
      ' const options = {};', // 2
      '-const old = 1;', // 3
      '+const added = 2;', // 4
      ' export {};', // 5
      '```', // 6
    ].join('\n');
    const [sample] = extractSamples(source, PAGE);
    expect(sample.code).toBe('const options = {};\nconst added = 2;\nexport {};');
    expect(sample.lines).toEqual([2, 4, 5]);
    expect(sample.meta.flags).toEqual(['diff']);
  });

  it('ignores fences of other languages and code in MDX comments', () => {
    const source = ['```mermaid', 'flowchart TD', '```', '', '{/* ```ts', 'const hidden = 1;', '``` */}'].join('\n');
    expect(extractSamples(source, PAGE)).toEqual([]);
  });
});
