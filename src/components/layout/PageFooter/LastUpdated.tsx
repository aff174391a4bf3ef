import React, { type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  formatShortDateTime,
  formatShortDateTimeUtc,
  toIsoDateTime,
} from '../../../utils/formatDateTime';
import styles from './styles.module.css';

export interface LastUpdatedProps {
  /** Time of the page's last commit, in epoch milliseconds. */
  readonly at: number;
}

/**
 * The static HTML and the hydrating render show UTC (they must agree); after
 * hydration `useIsBrowser` turns true and the reader's local time replaces it.
 * After a client-side navigation the local time shows from the first render.
 */
export default function LastUpdated({ at }: LastUpdatedProps): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <p className={styles.lastUpdated}>
      Last updated:{' '}
      <time dateTime={toIsoDateTime(at)}>
        {isBrowser ? formatShortDateTime(at) : formatShortDateTimeUtc(at)}
      </time>
    </p>
  );
}
