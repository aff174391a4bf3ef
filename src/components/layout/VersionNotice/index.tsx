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
 * A docs page's version notices, in the notices slot of our DocLayout: the
 * banner of a version other than the latest ("unreleased" after it,
 * "unmaintained" before it, or as configured per version), with a link to
 * the same page in the latest version (else its main doc); and the
 * "Version: …" badge. Both follow the docs plugin's per-version `banner` and
 * `badge` settings, as Docusaurus' own DocVersionBanner and DocVersionBadge.
 */
export default function VersionNotice(): ReactNode {
  const version = useDocsVersion();
  const { siteConfig } = useDocusaurusContext();
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(version.pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  const latestPath = latestDocSuggestion?.path ?? versionTarget(latestVersionSuggestion, {});
  return (
    <>
      {version.banner && (
        <Admonition type="warning" title={TITLES[version.banner]()} className={ThemeClassNames.docs.docVersionBanner}>
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
      )}
      {version.badge && (
        <p className={clsx(ThemeClassNames.docs.docVersionBadge, styles.badge)}>
          <Translate id="theme.docs.versionBadge.label" values={{ versionLabel: version.label }}>
            {'Version: {versionLabel}'}
          </Translate>
        </p>
      )}
    </>
  );
}
