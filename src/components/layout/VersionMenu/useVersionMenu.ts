import { useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import type { TopNavMenu } from '../TopNav/navItems';
import { versionMenu } from './versionMenu';

/** The version switcher for the top bar and the phone menu, from the docs plugin's public hooks; null with one version. */
export function useVersionMenu(): TopNavMenu | null {
  const versions = useVersions(undefined);
  const context = useActiveDocContext(undefined);
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion(undefined);
  const latest = useLatestVersion(undefined);
  const { search, hash } = useLocation();
  // On a doc, its version. Elsewhere (the home page, a not-found page) the
  // version the reader chose last, else the latest, as Docusaurus does; not
  // the version whose path the address starts with: the not-found page is
  // rendered once, at /404.html, and must hydrate to the same label at any
  // address it is served for (/next/no-such-page).
  const shown = (context.activeDoc ? context.activeVersion : undefined) ?? preferredVersion ?? latest;
  return useMemo(
    () => versionMenu({ versions, context, shown, suffix: `${search}${hash}`, onChoose: savePreferredVersionName }),
    [versions, context, shown, search, hash, savePreferredVersionName],
  );
}
