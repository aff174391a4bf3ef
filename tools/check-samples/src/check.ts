import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractSamples } from './extract';
import { checkSampleNames } from './names';
import { checkRenamedMembers } from './renamedMembers';
import { compareProblems, type Problem } from './report';
import { typecheckSamples, type TypecheckOptions } from './typecheck';

/** Every Markdown and MDX page under a folder, sorted. */
export function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export interface CheckResult {
  samples: number;
  problems: Problem[];
}

/**
 * Checks the samples of the given pages (paths relative to the site, as they
 * appear in the report): TypeScript and JavaScript type-checked, Kotlin and
 * Swift checked by name, and no SDK member called by a name the SDK had
 * already retired (renamedMembers.ts).
 */
export function checkPages(siteDir: string, pages: string[], options?: TypecheckOptions): CheckResult {
  const samples = pages.flatMap((page) => extractSamples(readFileSync(path.join(siteDir, page), 'utf8'), page));
  const typed = typecheckSamples(samples, options);
  const named = checkSampleNames(samples);
  return {
    samples: typed.checked + named.checked,
    problems: [...typed.problems, ...named.problems, ...checkRenamedMembers(samples)].sort(compareProblems),
  };
}
