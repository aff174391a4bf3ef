import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractSamples, type Sample } from './extract';
import { typecheckSamples } from './typecheck';
import { checkSampleNames } from './names';
import { compareProblems, formatProblem, type Problem } from './report';

const siteDir = path.resolve(import.meta.dirname, '..', '..', '..');

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const samples: Sample[] = pagesUnder(path.join(siteDir, 'docs')).flatMap((absolute) =>
  extractSamples(readFileSync(absolute, 'utf8'), path.relative(siteDir, absolute)),
);
process.chdir(siteDir);
const problems: Problem[] = [];
const typed = typecheckSamples(samples);
const named = checkSampleNames(samples);
problems.push(...typed.problems, ...named.problems);
problems.sort(compareProblems);
for (const problem of problems) console.log(formatProblem(problem));
console.log(`${typed.checked + named.checked} samples, ${problems.length} errors`);
process.exitCode = problems.length ? 1 : 0;
