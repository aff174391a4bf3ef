/**
 * The suggestions themselves, loaded by ./index.tsx once the not-found page
 * is on screen: the docs layout holds the not-found content for paths it has
 * no doc for, so a static import put this (and the index lookup) on every
 * docs page.
 */
import React, { useEffect, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { usePageSuggestions, type SuggestionsStatus } from './usePageSuggestions';
import styles from './styles.module.css';

export default function SuggestedPages({ onStatus }: { onStatus: (status: SuggestionsStatus) => void }): ReactNode {
  const { pathname } = useLocation();
  const { status, suggestions } = usePageSuggestions(pathname);
  useEffect(() => onStatus(status), [status, onStatus]);
  const [best, ...others] = suggestions;
  if (!best) return null;
  return (
    <>
      <p className={styles.didYouMean}>
        <Translate
          id="vx.notFound.didYouMean"
          description="Suggests the page closest to a mistyped address; {page} is a link to it"
          values={{ page: <Link to={best.href}>{best.href}</Link> }}>
          {'Did you mean {page}?'}
        </Translate>
        <span className={styles.title}>{best.title}</span>
      </p>
      {others.length > 0 && (
        <>
          <p className={styles.othersHeading}>
            {translate({ id: 'vx.notFound.otherPages', message: 'Other pages that may help:', description: 'Introduces more suggested pages on the not-found page' })}
          </p>
          <ul className={styles.others}>
            {others.map((page) => (
              <li key={page.href}>
                <Link to={page.href}>{page.title}</Link> <span className={styles.path}>{page.href}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
