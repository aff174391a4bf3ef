import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsVersion, useDocVersionSuggestions, useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import Admonition from '@theme/Admonition';
import { versionTarget } from '../VersionMenu/versionMenu';
import styles from './styles.module.css';

type Banner = 'unreleased' | 'unmaintained';

/** Docusaurus' own wording (and translation ids), so a translated site says it in its language. */
function BannerMessage({ banner, siteTitle, versionLabel }: { banner: Banner; siteTitle: string; versionLabel: string }): ReactNode {
  const values = { siteTitle, versionLabel: <strong>{versionLabel}</strong> };
  return banner === 'unreleased' ? (
    <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
      {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
    </Translate>
  ) : (
    <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

const TITLES: Record<Banner, () => string> = {
  unreleased: () => translate({ id: 'vx.docs.versions.unreleasedTitle', message: 'Unreleased version' }),
  unmaintained: () => translate({ id: 'vx.docs.versions.unmaintainedTitle', message: 'Unmaintained version' }),
};

/**
 * The banner of a version other than the latest ("unreleased" after it,
 * "unmaintained" before it, or as configured per version), with a link to
 * the same page in the latest version (else its main doc). It follows the
 * docs plugin's per-version `banner` setting, as Docusaurus' own
 * DocVersionBanner does.
 */
export function VersionBanner({ className }: { className?: string }): ReactNode {
  const version = useDocsVersion();
  const { siteConfig } = useDocusaurusContext();
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(version.pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  if (!version.banner) return null;
  const latestPath = latestDocSuggestion?.path ?? versionTarget(latestVersionSuggestion, {});
  return (
    <Admonition type="warning" title={TITLES[version.banner]()} className={clsx(ThemeClassNames.docs.docVersionBanner, className)}>
      <p>
        <BannerMessage banner={version.banner} siteTitle={siteConfig.title} versionLabel={version.label} />{' '}
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            versionLabel: latestVersionSuggestion.label,
            latestVersionLink: (
              <Link to={latestPath} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
                <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
              </Link>
            ),
          }}>
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </p>
    </Admonition>
  );
}

/** The "Version: …" badge, when the docs plugin's per-version `badge` setting asks for it. */
export function VersionBadge({ className }: { className?: string }): ReactNode {
  const version = useDocsVersion();
  if (!version.badge) return null;
  return (
    <p className={clsx(ThemeClassNames.docs.docVersionBadge, styles.badge, className)}>
      <Translate id="theme.docs.versionBadge.label" values={{ versionLabel: version.label }}>
        {'Version: {versionLabel}'}
      </Translate>
    </p>
  );
}
