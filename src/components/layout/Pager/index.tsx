import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { usePagerKeys } from '../../../hooks/usePagerKeys';
import { ArrowLeftIcon, ArrowRightIcon } from '../../icons';
import styles from './styles.module.css';

export interface PagerLink {
  readonly title: string;
  readonly permalink: string;
}

export interface PagerProps {
  readonly previous?: PagerLink;
  readonly next?: PagerLink;
  readonly className?: string;
}

/**
 * Previous and next pages in sidebar order, as two cards (spec §2.9), with
 * Shift+ArrowLeft / Shift+ArrowRight as keyboard shortcuts for them.
 */
export default function Pager({ previous, next, className }: PagerProps): ReactNode {
  usePagerKeys(previous?.permalink, next?.permalink);
  if (!previous && !next) return null;
  return (
    <nav className={clsx(styles.pager, className)} aria-label="Docs pages">
      {previous && (
        <Link
          className={clsx(styles.card, styles.previous)}
          to={previous.permalink}
          rel="prev"
          aria-keyshortcuts="Shift+ArrowLeft">
          <span className={styles.label}>Previous</span>
          <span className={styles.title}>
            <ArrowLeftIcon className={styles.arrow} />
            {previous.title}
          </span>
        </Link>
      )}
      {next && (
        <Link
          className={clsx(styles.card, styles.next)}
          to={next.permalink}
          rel="next"
          aria-keyshortcuts="Shift+ArrowRight">
          <span className={styles.label}>Next</span>
          <span className={styles.title}>
            {next.title}
            <ArrowRightIcon className={styles.arrow} />
          </span>
        </Link>
      )}
    </nav>
  );
}
