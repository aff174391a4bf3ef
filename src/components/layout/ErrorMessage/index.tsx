import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { errorText } from '@site/src/utils/errorText';
import { isChunkLoadError } from '@site/src/utils/chunkError';
import styles from './styles.module.css';

export interface ErrorMessageProps {
  error: unknown;
  tryAgain?: () => void;
  /** Where "Go to Home Page" leads: the site root, with its base path. */
  homeHref: string;
}

/** The heading of a page whose code could not be downloaded (also its document title). */
export function loadFailureTitle(): string {
  return translate({ id: 'vx.error.loadFailure.title', message: 'This page could not be loaded', description: 'The heading shown when a page’s code failed to download' });
}

/** The heading of a page that failed to render (spec §2.2, §8; also its document title). */
export function renderFailureTitle(): string {
  return translate({ id: 'vx.error.renderFailure.title', message: 'Unexpected Application Error!', description: 'The heading shown when a page failed to render' });
}

/** The way home from an error or a missing page (spec §2.2). */
export function goHomeLabel(): string {
  return translate({ id: 'vx.notFound.goHome', message: 'Go to Home Page', description: 'The link to the home page on the not-found and error pages' });
}

/** Reloads in place, hash included; a plain link to the same URL with a hash would only scroll. */
function reload(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  window.location.reload();
}

/**
 * Shown instead of a page that failed to render: never a blank screen. Plain
 * elements only (no router links), so it works even when the app is broken.
 * A page whose code could not be fetched gets its own message: retrying
 * inside the app cannot help there, reloading can.
 */
export default function ErrorMessage({ error, tryAgain, homeHref }: ErrorMessageProps): ReactNode {
  if (isChunkLoadError(error)) {
    return (
      <main className={styles.error} role="alert" data-error="load">
        <h1>{loadFailureTitle()}</h1>
        <p>
          {translate({
            id: 'vx.error.loadFailure.explanation',
            message: 'Part of the page could not be downloaded: the connection may have dropped, or the site was updated since you opened it.',
            description: "Why a page whose code failed to download can't be shown",
          })}
        </p>
        <pre className={styles.detail}>{errorText(error)}</pre>
        <div className={styles.actions}>
          <a className="button button--primary" href={typeof window === 'undefined' ? homeHref : window.location.href} onClick={reload}>
            {translate({ id: 'vx.error.loadFailure.reload', message: 'Reload the page', description: 'The link that reloads a page whose code failed to download' })}
          </a>
          <a className="button button--secondary" href={homeHref}>
            {goHomeLabel()}
          </a>
        </div>
      </main>
    );
  }
  return (
    <main className={styles.error} role="alert">
      <h1>{renderFailureTitle()}</h1>
      <pre className={styles.detail}>{errorText(error)}</pre>
      <div className={styles.actions}>
        {tryAgain && (
          <button type="button" className="button button--primary" onClick={tryAgain}>
            {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again', description: 'The button that renders a failed page again' })}
          </button>
        )}
        <a className="button button--secondary" href={homeHref}>
          {goHomeLabel()}
        </a>
      </div>
    </main>
  );
}
