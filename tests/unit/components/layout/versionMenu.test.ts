import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { describe, expect, it, vi } from 'vitest';
import { versionMenu, versionTarget } from '../../../../src/components/layout/VersionMenu/versionMenu';

const version = (name: string, label: string, path: string, docs: string[], mainDocId = docs[0]): GlobalVersion => ({
  name,
  label,
  path,
  isLast: name === '1.0',
  mainDocId,
  docs: docs.map((id) => ({ id, path: `${path === '/' ? '' : path}/${id}` })),
  draftIds: [],
});

const NEXT = version('current', 'Next', '/next', ['intro', 'faq', 'whats-new']);
const LATEST = version('1.0', '1.0', '/', ['intro', 'faq']);
const OLD = version('0.9', '0.9', '/0.9', ['start'], 'start');
const VERSIONS = [NEXT, LATEST, OLD];

/** What the docs plugin's useActiveDocContext gives on /next/faq. */
const ON_NEXT_FAQ = {
  activeVersion: NEXT,
  activeDoc: NEXT.docs[1],
  alternateDocVersions: { current: NEXT.docs[1], '1.0': LATEST.docs[1] },
};

describe('versionTarget', () => {
  it("is the same page in the other version, else the version's main doc, else its root", () => {
    expect(versionTarget(LATEST, ON_NEXT_FAQ.alternateDocVersions)).toBe('/faq');
    expect(versionTarget(OLD, ON_NEXT_FAQ.alternateDocVersions)).toBe('/0.9/start');
    expect(versionTarget({ ...OLD, mainDocId: 'gone' }, {})).toBe('/0.9');
  });
});

describe('versionMenu', () => {
  it('is a dropdown named after the version shown, with a link per version that keeps the query and hash', () => {
    const onChoose = vi.fn();
    const menu = versionMenu({ versions: VERSIONS, context: ON_NEXT_FAQ, shown: NEXT, suffix: '?tab=kotlin#fees', onChoose });
    expect(menu).toMatchObject({ kind: 'menu', label: 'Next', fullLabel: 'Version: Next' });
    expect(menu?.items.map(({ label, to, current }) => ({ label, to, current }))).toEqual([
      { label: 'Next', to: '/next/faq?tab=kotlin#fees', current: true },
      { label: '1.0', to: '/faq?tab=kotlin#fees', current: false },
      { label: '0.9', to: '/0.9/start?tab=kotlin#fees', current: false },
    ]);
    menu?.items[1].onFollow?.();
    expect(onChoose).toHaveBeenCalledWith('1.0');
  });

  it('leads from a page only one version has to the main doc of the others', () => {
    const onWhatsNew = { activeVersion: NEXT, activeDoc: NEXT.docs[2], alternateDocVersions: { current: NEXT.docs[2] } };
    const menu = versionMenu({ versions: VERSIONS, context: onWhatsNew, shown: NEXT, suffix: '', onChoose: () => {} });
    expect(menu?.items.map((item) => item.to)).toEqual(['/next/whats-new', '/intro', '/0.9/start']);
  });

  it('is not there with one version', () => {
    expect(versionMenu({ versions: [LATEST], context: { alternateDocVersions: {} }, shown: LATEST, suffix: '', onChoose: () => {} })).toBeNull();
  });
});
