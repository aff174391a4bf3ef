#!/usr/bin/env node
/**
 * The whole test suite, as `npm test` and CI run it: type check, unit tests,
 * integration tests (vitest.config.mts says which; one of them makes the build
 * under a base path, from a clean copy without a browser), a production
 * build, one of a copy with a cut docs version, then the browser tests
 * against those three builds. Installs Debian's Chromium first when it is
 * missing. Stops after the first failing step and writes the pass/fail
 * counts to reports/summary.json.
 *
 * The steps before the browser tests run two at a time: a Docusaurus build
 * keeps about one core busy (its pages render in one thread), so on a
 * two-core machine a second step beside it is nearly free. Their output goes
 * to reports/logs/<step>.log and is printed when the step ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '../plugins/lib/chromium.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const stepTimes = [];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(0).padStart(5);

/** Runs a step in the foreground, its output straight to the terminal. */
function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  stepTimes.push(`${seconds(started)} s  ${title}`);
  return result.status === 0;
}

/** Runs a step beside others, its output to a log that is printed when it ends. */
function runLogged({ name, title, command, args }) {
  const log = `reports/logs/${name}.log`;
  const started = Date.now();
  console.log(`▶ ${title} (started; output in ${log})`);
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const ok = code === 0;
        stepTimes.push(`${seconds(started)} s  ${title}`);
        console.log(`\n${ok ? '✓' : '✗'} ${title} (${seconds(started).trim()} s)\n${readFileSync(log, 'utf8')}`);
        resolve(ok);
      });
    });
  });
}

/**
 * Runs steps at most `lanes` at a time, each lane taking the next step when
 * its own ends; after a failure no new step starts.
 */
async function runInLanes(steps, lanes) {
  const queue = [...steps];
  let ok = true;
  const lane = async () => {
    while (ok && queue.length > 0) ok = (await runLogged(queue.shift())) && ok;
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return ok;
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  console.log(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's chromium package.`);
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!(apt('update') && apt('install', '-y', 'chromium') && existsSync(CHROMIUM_PATH))) {
    console.error('Could not install Chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    return false;
  }
  return true;
}

function readCounts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

mkdirSync('reports/logs', { recursive: true });
for (const stale of ['reports/unit.json', 'reports/integration.json', 'reports/e2e.json']) writeFileSync(stale, '{}');

/**
 * In the order they start. The integration tests (the longest, with a cold
 * build inside) start first; the type check and the unit tests share the
 * other lane with the two builds the browser tests serve.
 */
const stepsBeforeTheBrowser = [
  {
    name: 'integration',
    title: 'Integration tests (a clean build without a browser, under a base path; Chromium; the search evaluation)',
    command: npx,
    args: ['vitest', 'run', '--project', 'integration', '--outputFile.json=reports/integration.json'],
  },
  { name: 'typecheck', title: 'Type check', command: npx, args: ['tsc'] },
  { name: 'unit', title: 'Unit tests', command: npx, args: ['vitest', 'run', '--project', 'unit'] },
  { name: 'build', title: 'Production build', command: npx, args: ['docusaurus', 'build'] },
  {
    name: 'build-versioned',
    title: 'Production build of a copy with a cut docs version',
    command: process.execPath,
    args: ['scripts/build-versioned.mjs'],
  },
];
const started = Date.now();
const failedStep = !(
  ensureChromium() &&
  (await runInLanes(stepsBeforeTheBrowser, 2)) &&
  run('Browser tests', npx, ['playwright', 'test'])
);

const vitestCounts = (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 });
const unitOnly = readCounts('reports/unit.json', vitestCounts);
const integration = readCounts('reports/integration.json', vitestCounts);
const unit = { passed: unitOnly.passed + integration.passed, failed: unitOnly.failed + integration.failed };
const e2e = readCounts('reports/e2e.json', (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
}));
const summary = {
  passed: unit.passed + e2e.passed,
  // A step that failed without failing a test (type errors, a broken build) counts once.
  failed: unit.failed + e2e.failed || (failedStep ? 1 : 0),
  ok: !failedStep,
};
writeFileSync('reports/summary.json', JSON.stringify(summary, null, 2));
console.log(`\nTime per step (the first ones two at a time):\n${stepTimes.join('\n')}\n${seconds(started)} s  in all`);
console.log(`\nunit ${unit.passed} passed, ${unit.failed} failed; browser ${e2e.passed} passed, ${e2e.failed} failed`);
process.exit(failedStep ? 1 : 0);
