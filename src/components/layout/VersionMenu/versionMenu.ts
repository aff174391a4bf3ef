import { translate } from '@docusaurus/Translate';
import type { ActiveDocContext, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import type { TopNavLink, TopNavMenu } from '../TopNav/navItems';

/**
 * The version switcher as a top-nav dropdown (plain data: TopNav and the
 * phone menu draw it like any other). Docusaurus' own switcher behaves the
 * same way: each version leads to the page the reader is on, in that
 * version, or to the version's main doc where the page does not exist.
 */

/** The path of a version's counterpart of the current page, else of its main doc (else the version's root). */
export function versionTarget(version: GlobalVersion, alternateDocVersions: ActiveDocContext['alternateDocVersions']): string {
  const doc = alternateDocVersions[version.name] ?? version.docs.find((candidate) => candidate.id === version.mainDocId);
  return doc?.path ?? version.path;
}

export const VERSION_MENU_ID = 'docs-versions';

/** The menu's accessible name, and its text in the phone menu: `Version: 1.0`. */
export function versionMenuLabel(versionLabel: string): string {
  return translate(
    {
      id: 'vx.versionMenu.label',
      message: 'Version: {versionLabel}',
    },
    { versionLabel },
  );
}

/**
 * The menu, or null with one version (nothing to switch to). `shown` is the
 * version in the label (see useTopNav). `suffix` (the page's
 * `?query#hash`) is kept, as Docusaurus does. `onChoose` remembers the choice.
 */
export function versionMenu({
  versions,
  context,
  shown,
  suffix,
  onChoose,
}: {
  versions: readonly GlobalVersion[];
  context: Pick<ActiveDocContext, 'alternateDocVersions'>;
  shown: GlobalVersion;
  suffix: string;
  onChoose: (versionName: string) => void;
}): (Omit<TopNavMenu, 'items'> & { items: TopNavLink[] }) | null {
  if (versions.length < 2) return null;
  return {
    kind: 'menu',
    id: VERSION_MENU_ID,
    label: shown.label,
    fullLabel: versionMenuLabel(shown.label),
    items: versions.map((version) => ({
      kind: 'link',
      id: `${VERSION_MENU_ID}-${version.name}`,
      label: version.label,
      to: `${versionTarget(version, context.alternateDocVersions)}${suffix}`,
      current: version.name === shown.name,
      onFollow: () => onChoose(version.name),
    })),
  };
}
