import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import EditLink from './EditLink';
import LastUpdated from './LastUpdated';
import styles from './styles.module.css';

export interface PageFooterProps {
  readonly editUrl?: string | null;
  /** Epoch milliseconds of the last commit that touched the page. */
  readonly lastUpdatedAt?: number | null;
  readonly className?: string;
}

/**
 * The foot of a docs page (spec §2.9): the edit link on one side and the
 * last-update time on the other. The previous/next links are the Pager's.
 */
export default function PageFooter({ editUrl, lastUpdatedAt, className }: PageFooterProps): ReactNode {
  if (!editUrl && lastUpdatedAt == null) return null;
  return (
    <footer className={clsx(styles.pageFooter, className)}>
      {editUrl && <EditLink editUrl={editUrl} />}
      {lastUpdatedAt != null && <LastUpdated at={lastUpdatedAt} />}
    </footer>
  );
}
