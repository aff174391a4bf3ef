import React, { useEffect, useRef, type ReactNode } from 'react';
import styles from './styles.module.css';

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
        Search could not be loaded
      </h2>
      <p>Check your connection, then try again. Reloading the page also helps after the site was updated.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onRetry}>
          Try again
        </button>
        <button type="button" className={styles.button} onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
