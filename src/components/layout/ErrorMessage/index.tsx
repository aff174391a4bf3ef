import React, { type ReactNode } from 'react';
import { errorText } from '@site/src/utils/errorText';
import styles from './styles.module.css';

export interface ErrorMessageProps {
  error: unknown;
  tryAgain?: () => void;
  /** Where "Go to Home Page" leads: the site root, with its base path. */
  homeHref: string;
}

/**
 * Shown instead of a page that failed to render: never a blank screen. Plain
 * elements only (no router links), so it works even when the app is broken.
 */
export default function ErrorMessage({ error, tryAgain, homeHref }: ErrorMessageProps): ReactNode {
  return (
    <main className={styles.error} role="alert">
      <h1>Unexpected Application Error!</h1>
      <pre className={styles.detail}>{errorText(error)}</pre>
      <div className={styles.actions}>
        {tryAgain && (
          <button type="button" className="button button--primary" onClick={tryAgain}>
            Try again
          </button>
        )}
        <a className="button button--secondary" href={homeHref}>
          Go to Home Page
        </a>
      </div>
    </main>
  );
}
