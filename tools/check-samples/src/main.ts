/**
 * Checks the code samples of the docs: every page under docs/, or the pages
 * given as arguments (`npm run check:samples -- docs/dms/streams.mdx`).
 * Prints each problem as `file:line:column - message`, then
 * `N samples, N errors`, and exits non-zero when there are errors.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkPages, pagesUnder } from './check';
import { formatProblem, summaryLine } from './report';

const siteDir = path.resolve(import.meta.dirname, '..', '..', '..');
const asked = process.argv.slice(2).map((arg) => path.relative(siteDir, path.resolve(arg)));
const pages = asked.length ? asked : pagesUnder(path.join(siteDir, 'docs')).map((page) => path.relative(siteDir, page));
const notPages = asked.filter((page) => !/\.mdx?$/.test(page) || !existsSync(path.join(siteDir, page)));
if (notPages.length) {
  for (const page of notPages) console.error(`Not a Markdown or MDX page of the site: ${page}`);
  process.exit(2);
}

process.chdir(siteDir);
const { samples, problems } = checkPages(siteDir, pages);
for (const problem of problems) console.log(formatProblem(problem));
console.log(summaryLine(samples, problems.length));
process.exitCode = problems.length ? 1 : 0;
