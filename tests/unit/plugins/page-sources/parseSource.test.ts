import { describe, expect, it } from 'vitest';
import { parseSource, type SourceOptions } from '@site/plugins/page-sources/parseSource';

/** This site's options: `future.v4` turns every part of mdx1Compat off. */
const V4_MDX: SourceOptions = { format: 'mdx', maintainCase: false, mdx1Compat: { comments: false, admonitions: false, headingIds: false } };

describe('parseSource', () => {
  it('names the file, line and column of MDX it cannot parse', () => {
    expect(() => parseSource('# Title\n\nSome {broken text.\n', 'docs/page.mdx', V4_MDX, 'vx-test')).toThrow(/^\[vx-test\] Cannot parse docs\/page\.mdx:3:19: /);
  });

  it("says how to write a heading's {#id} in MDX, which MDX reads as an expression under future.v4", () => {
    const source = '---\ntitle: Ids\n---\n\nIntro.\n\n## Set up {#custom-setup}\n';
    expect(() => parseSource(source, 'docs/ids.mdx', V4_MDX, 'vx-test')).toThrow(
      '[vx-test] Cannot parse docs/ids.mdx:7:12: Could not parse expression with acorn. A heading id in MDX is written {/* #custom-setup */} at the end of the heading',
    );
    // The form it names parses, and so does {#id} where mdx1Compat keeps it.
    expect(() => parseSource(source.replace('{#custom-setup}', '{/* #custom-setup */}'), 'docs/ids.mdx', V4_MDX, 'vx-test')).not.toThrow();
    expect(() => parseSource(source, 'docs/ids.mdx', { ...V4_MDX, mdx1Compat: { ...V4_MDX.mdx1Compat, headingIds: true } }, 'vx-test')).not.toThrow();
  });

  it('leaves the line out when a rewrite before parsing moved the lines (an unwrapped mdx-code-block)', () => {
    const source = '```mdx-code-block\nimport X from "./x";\n```\n\nSome {broken text.\n';
    expect(() => parseSource(source, 'docs/moved.mdx', V4_MDX, 'vx-test')).toThrow(/^\[vx-test\] Cannot parse docs\/moved\.mdx: /);
  });
});
