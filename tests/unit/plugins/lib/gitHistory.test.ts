import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insideGitWorktree, lastUpdateSource } from '../../../../plugins/lib/gitHistory';

describe('last update times', () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'vx-no-git-'));
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it('come from git in a checkout: Docusaurus keeps its default', () => {
    expect(insideGitWorktree(process.cwd())).toBe(true);
    expect(lastUpdateSource(process.cwd())).toEqual({});
  });

  it('are left out of a copy that is no checkout, which still builds', () => {
    expect(insideGitWorktree(outside)).toBe(false);
    const { experimental_vcs: vcs } = lastUpdateSource(outside);
    expect(vcs).toBeDefined();
    return expect(vcs!.getFileLastUpdateInfo(path.join(outside, 'page.md'))).resolves.toBeNull();
  });
});
