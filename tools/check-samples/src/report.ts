/** One thing wrong with a sample, at its place in the page. */
export interface Problem {
  file: string;
  /** 1-based; 0 when the problem has no line. */
  line: number;
  column: number;
  message: string;
}

export function formatProblem(problem: Problem): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
  return `${where} - ${problem.message}`;
}

export function compareProblems(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

/** The report's last line. */
export function summaryLine(samples: number, errors: number): string {
  return `${samples} samples, ${errors} errors`;
}
