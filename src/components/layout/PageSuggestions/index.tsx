import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import type { PageSuggestion } from '@site/src/search/suggestPages';
import type { SuggestionsStatus } from '@site/src/hooks/usePageSuggestions';
import styles from './styles.module.css';

/**
 * The not-found page's "Did you mean …?": the closest page by its path, as
 * the reader would have typed it, then any others as titled links. The
 * region is there from the first paint, empty, so a screen reader announces
 * the suggestions when they arrive; `data-status` tells scripts and tests
 * when the answer (maybe none) is final.
 */
export default function PageSuggestions({
  status,
  suggestions,
}: {
  status: SuggestionsStatus;
  suggestions: readonly PageSuggestion[];
}): ReactNode {
  const [best, ...others] = suggestions;
  return (
    <div className={styles.suggestions} aria-live="polite" data-status={status}>
      {best && (
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
      )}
    </div>
  );
}
