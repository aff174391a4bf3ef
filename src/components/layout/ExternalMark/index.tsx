import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Marks a link that opens another site in a new tab: an arrow for the eye,
 * words for screen readers (an aria-label on a plain span is not read out).
 */
export default function ExternalMark({ className }: { className?: string }): ReactNode {
  return (
    <>
      <span aria-hidden="true" className={clsx(styles.mark, className)}>
        ↗
      </span>
      <span className="sr-only">
        {' '}
        {translate({
          id: 'theme.IconExternalLink.ariaLabel',
          message: '(opens in a new tab)',
        })}
      </span>
    </>
  );
}
