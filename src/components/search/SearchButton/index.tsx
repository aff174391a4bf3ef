import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useSearchDialog } from '../SearchContext';
import styles from './styles.module.css';
import { translate } from '@docusaurus/Translate';

/** The top bar's way into search; the dialog opens from here (spec §2.7, §2.11). */
export default function SearchButton({ className }: { className?: string }): ReactNode {
  const { open, prepare } = useSearchDialog();
  return (
    <button type="button" className={clsx(styles.button, className)} onClick={open}
      // The reader is about to search: fetch the dialog and the index now.
      onPointerEnter={prepare}
      onFocus={prepare}
      aria-haspopup="dialog" aria-keyshortcuts="/ Meta+K Control+K">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
      <span className={styles.label}>{translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The label of the top bar button that opens the search dialog' })}</span>
      <kbd className={styles.shortcut} aria-hidden="true">
        /
      </kbd>
    </button>
  );
}
