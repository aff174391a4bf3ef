import { spawnSync } from 'node:child_process';
import { logger } from '@docusaurus/logger';
import { getVcsPreset } from '@docusaurus/utils';
import type { VcsConfig } from '@docusaurus/types';

/**
 * Where "Last updated" times come from. Docusaurus reads them from git
 * history, and a production build of a folder that is not a git checkout
 * stops with "This Docusaurus site is outside any Git worktree": a release
 * archive, a Docker build whose context leaves `.git` out, a host that uploads
 * files rather than cloning. There the site still builds, without those
 * times (pages then show no "Last updated" line and the sitemap no lastmod).
 */
export function insideGitWorktree(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: dir, encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'true';
}

/** `future.experimental_vcs`: Docusaurus' default in a git checkout, none outside one. */
export function lastUpdateSource(siteDir: string): Partial<{ experimental_vcs: VcsConfig }> {
  if (insideGitWorktree(siteDir)) return {};
  logger.warn`This site is not in a git checkout: pages will show no "Last updated" time (it comes from git history).`;
  return { experimental_vcs: getVcsPreset('disabled') };
}
