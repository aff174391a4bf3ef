#!/usr/bin/env node
/**
 * `npm run check:samples`: installs this folder's dependencies when they are
 * missing or its lock file changed since the last install (npm ci), then
 * checks every code sample in docs/ (src/main.ts). The site's own
 * dependencies (npm ci at the root) must be installed: the samples are read
 * with the site's MDX parser.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const stamp = path.join(here, 'node_modules', '.installed-lock-sha256');
const lockHash = createHash('sha256').update(readFileSync(path.join(here, 'package-lock.json'))).digest('hex');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== lockHash) {
  console.log('Installing the sample checker\'s dependencies (npm ci --prefix tools/check-samples)…');
  const install = spawnSync(npm, ['ci', '--prefix', here, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
  writeFileSync(stamp, lockHash + '\n');
}

const tsx = path.join(here, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
const check = spawnSync(tsx, [path.join(here, 'src', 'main.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(check.status ?? 1);
