import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
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
 * Shift+ArrowLeft / Shift+ArrowRight as keyboard shortcuts for them. Each
 * title is the docs plugin's: the page's `pagination_label`, else its
 * sidebar label or title; `pagination_prev` / `pagination_next` choose the
 * pages (`null`: none).
 */
export default function Pager({ previous, next, className }: PagerProps): ReactNode {
  usePagerKeys(previous?.permalink, next?.permalink);
  if (!previous && !next) return null;
  return (
    <nav className={clsx(styles.pager, className)} aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous && (
        <Link
          className={clsx(styles.card, styles.previous)}
          to={previous.permalink}
          rel="prev"
          aria-keyshortcuts="Shift+ArrowLeft">
          <span className={styles.label}>
            <Translate id="theme.docs.paginator.previous">Previous</Translate>
          </span>
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
          <span className={styles.label}>
            <Translate id="theme.docs.paginator.next">Next</Translate>
          </span>
          <span className={styles.title}>
            {next.title}
            <ArrowRightIcon className={styles.arrow} />
          </span>
        </Link>
      )}
    </nav>
  );
}
