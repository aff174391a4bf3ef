/**
 * `npm run search:eval`: the current ranking beside the baseline on the same
 * sets; with SEARCH_ABLATION=1 (`npm run search:ablation`), each signal
 * switched off in turn and what the ranking loses without it. Prints; the
 * floors that fail a change are in tests/unit/search/relevance.test.ts.
 * SEARCH_EVAL_JSON=file also writes the figures there (npm run bench reads them).
 */
import { writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SIGNALS_OFF, SETS, baselineFigures, currentFigures, loadEvaluation, withSignalOff, type SetFigures } from './evaluation';

const row = (name: string, figures: SetFigures) =>
  `${name.padEnd(38)} @1 ${figures.at1.toFixed(3)}  @3 ${figures.at3.toFixed(3)}  @16 ${figures.at16.toFixed(3)}  MRR ${figures.mrr.toFixed(3)}  (${figures.count})`;
const delta = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;

it('reports relevance: baseline, current and, on request, the ablation', async () => {
  const evaluation = await loadEvaluation();
  const current = currentFigures(evaluation);
  const baselineAnd = baselineFigures(evaluation, 'AND');
  const baselineOr = baselineFigures(evaluation, 'OR');
  const lines = ['Search relevance (tests/search/queries.json; "all" cross-validated, "holdout" never seen by the build)'];
  for (const set of Object.keys(SETS)) {
    lines.push(`  ${set}`);
    lines.push(`    ${row('plain MiniSearch, spec options, AND', baselineAnd[set]!)}`);
    lines.push(`    ${row('plain MiniSearch, spec options, OR', baselineOr[set]!)}`);
    lines.push(`    ${row('this site', current[set]!)}`);
  }
  const ablation: Record<string, Record<string, SetFigures>> = {};
  if (process.env.SEARCH_ABLATION === '1') {
    lines.push('', 'Ablation: each signal off in turn; what the ranking loses without it (negative: the signal helps)');
    // @3 and @16 too: a signal can move many queries both ways at @1 and still decide whether a query finds its page at all.
    const figureNames = ['at1', 'at3', 'at16', 'mrr'] as const;
    lines.push(`  ${'signal'.padEnd(30)} ${Object.keys(SETS).map((set) => `${set.padEnd(7)}${['Δ@1', 'Δ@3', 'Δ@16', 'ΔMRR'].map((head) => head.padStart(7)).join('')}`).join('    ')}`);
    for (const name of Object.keys(SIGNALS_OFF)) {
      const without = withSignalOff(name, () => currentFigures(evaluation));
      ablation[name] = without;
      lines.push(
        `  ${name.padEnd(30)} ${Object.keys(SETS)
          .map((set) => `${' '.repeat(7)}${figureNames.map((figure) => delta(without[set]![figure] - current[set]![figure]).padStart(7)).join('')}`)
          .join('    ')}`,
      );
    }
  }
  console.log(lines.join('\n'));
  if (process.env.SEARCH_EVAL_JSON) writeFileSync(process.env.SEARCH_EVAL_JSON, JSON.stringify({ current, baselineAnd, baselineOr, ablation }, null, 2));
  expect(current.all!.count).toBeGreaterThan(0);
}, 1_800_000);
