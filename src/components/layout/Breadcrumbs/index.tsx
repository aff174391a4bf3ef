import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useHomePageRoute } from '@docusaurus/theme-common/internal';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { breadcrumbList, crumbsOf, type Crumb } from './crumbs';
import styles from './styles.module.css';

/** A house: the site's home page. */
function HomeIcon(): ReactNode {
  return (
    <svg className={styles.homeIcon} width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 11l8-7 8 7" />
      <path d="M6 9.5V20h4.5v-5.5h3V20H18V9.5" />
    </svg>
  );
}

function BreadcrumbsStructuredData({ crumbs }: { crumbs: readonly Crumb[] }): ReactNode {
  const { url, trailingSlash, baseUrl } = useDocusaurusContext().siteConfig;
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(breadcrumbList(crumbs, url, { trailingSlash, baseUrl }))}</script>
    </Head>
  );
}

/**
 * Where a docs page sits in its sidebar (docs option `breadcrumbs: true`): the
 * home page, then each category that holds the page (a link when the category
 * has a page of its own), then the page itself, marked as the current page.
 * Nothing shows on a page that is in no sidebar, or when the docs plugin
 * turns breadcrumbs off.
 */
export default function Breadcrumbs(): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs();
  const homePageRoute = useHomePageRoute();
  const homeUrl = useBaseUrl('/');
  if (!breadcrumbs || breadcrumbs.length === 0) return null;
  const crumbs = crumbsOf(breadcrumbs);
  return (
    <>
      <BreadcrumbsStructuredData crumbs={crumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbs)}
        aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>
        <ol className={styles.list}>
          {homePageRoute && (
            <li className={styles.item}>
              <Link className={styles.link} to={homeUrl} aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })}>
                <HomeIcon />
              </Link>
            </li>
          )}
          {crumbs.map((crumb, index) => {
            const isCurrent = index === crumbs.length - 1;
            return (
              <li key={index} className={styles.item}>
                {isCurrent ? (
                  <span className={styles.current} aria-current="page">
                    {crumb.label}
                  </span>
                ) : crumb.href ? (
                  <Link className={styles.link} to={crumb.href}>
                    {crumb.label}
                  </Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
