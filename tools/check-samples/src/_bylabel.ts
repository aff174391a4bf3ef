import { readFileSync } from 'node:fs';
import { extractSamples } from '/work/wt-issue-19-samples/tools/check-samples/src/extract';
const lines = readFileSync(process.argv[2],'utf8').trim().split('\n');
const byFile = new Map<string, ReturnType<typeof extractSamples>>();
for (const l of lines) {
  const m = l.match(/^(docs\/[^:]+):(\d+):\d+ - (.*)$/);
  if (!m) continue;
  const [, file, line, msg] = m;
  if (!byFile.has(file)) byFile.set(file, extractSamples(readFileSync(file, 'utf8'), file));
  const s = byFile.get(file)!.find((s) => s.lines.includes(+line) || s.fenceLine === +line);
  console.log(`[${s?.title}] ${file}:${line} ${msg.split('\n')[0].slice(0, 220)}`);
}
