import { describe, expect, it } from 'vitest';
import { compareProblems, formatProblem, summaryLine } from '../../../../tools/check-samples/src/report';

describe('report', () => {
  it('prints a problem as file:line:column, or the file alone when it has no line', () => {
    expect(formatProblem({ file: 'docs/a.mdx', line: 12, column: 3, message: 'TS2304: x' })).toBe('docs/a.mdx:12:3 - TS2304: x');
    expect(formatProblem({ file: 'compiler', line: 0, column: 0, message: 'TS6053: y' })).toBe('compiler - TS6053: y');
  });

  it('sorts problems by file, then line, then column, and ends with the totals', () => {
    const problems = [
      { file: 'docs/b.mdx', line: 1, column: 1, message: '' },
      { file: 'docs/a.mdx', line: 9, column: 2, message: '' },
      { file: 'docs/a.mdx', line: 9, column: 1, message: '' },
    ].sort(compareProblems);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual(['docs/a.mdx:9:1', 'docs/a.mdx:9:2', 'docs/b.mdx:1:1']);
    expect(summaryLine(541, 0)).toBe('541 samples, 0 errors');
  });
});
