import React, { useEffect, useRef, type ReactNode } from 'react';
import styles from './styles.module.css';
import { translate } from '@docusaurus/Translate';

/**
 * Shown instead of the search dialog when its code could not be loaded
 * (offline, or a deploy replaced the scripts): a message, never nothing.
 */
export default function SearchUnavailable({ onRetry, onClose }: { onRetry(): void; onClose(): void }): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="vx-search-unavailable" onClose={onClose}>
      <h2 id="vx-search-unavailable" className={styles.title}>
        {translate({ id: 'vx.search.unavailable.title', message: 'Search could not be loaded', description: 'The title of the message shown when the search dialog itself cannot be loaded' })}
      </h2>
      <p>
        {translate({
          id: 'vx.search.unavailable.help',
          message: 'Check your connection, then try again. Reloading the page also helps after the site was updated.',
          description: 'What to do when the search dialog cannot be loaded',
        })}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onRetry}>
          {translate({ id: 'vx.search.unavailable.tryAgain', message: 'Try again', description: 'The button that loads the search dialog again' })}
        </button>
        <button type="button" className={styles.button} onClick={() => dialogRef.current?.close()}>
          {translate({ id: 'vx.search.unavailable.close', message: 'Close', description: 'The button that closes the message about search' })}
        </button>
      </div>
    </dialog>
  );
}
