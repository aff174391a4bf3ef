#!/usr/bin/env node
/**
 * The whole test suite, as `npm test` and CI run it: type check, unit tests,
 * integration tests (vitest.config.ts says which; one of them makes the build
 * under a base path, from a clean copy without a browser), a production
 * build, one of a copy with a cut docs version, then the browser tests
 * against those three builds. Installs
 * Debian's Chromium first when it is missing. Stops at the first failing step
 * and writes the pass/fail counts to reports/summary.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '../plugins/lib/chromium.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const stepTimes = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.push(`${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  ${title}`);
  return result.status === 0;
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

mkdirSync('reports', { recursive: true });
for (const stale of ['reports/unit.json', 'reports/integration.json', 'reports/e2e.json']) writeFileSync(stale, '{}');

const steps = [
  () => ensureChromium(),
  () => run('Type check', npx, ['tsc']),
  () => run('Unit tests', npx, ['vitest', 'run', '--project', 'unit']),
  () => run('Integration tests (a clean build without a browser, under a base path; Chromium; the search evaluation)', npx, ['vitest', 'run', '--project', 'integration', '--outputFile.json=reports/integration.json']),
  () => run('Production build', npx, ['docusaurus', 'build']),
  () => run('Production build of a copy with a cut docs version', process.execPath, ['scripts/build-versioned.mjs']),
  () => run('Browser tests', npx, ['playwright', 'test']),
];
let failedStep = false;
for (const step of steps) {
  if (!step()) {
    failedStep = true;
    break;
  }
}

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
console.log(`\nTime per step:\n${stepTimes.join('\n')}`);
console.log(`\nunit ${unit.passed} passed, ${unit.failed} failed; browser ${e2e.passed} passed, ${e2e.failed} failed`);
process.exit(failedStep ? 1 : 0);
