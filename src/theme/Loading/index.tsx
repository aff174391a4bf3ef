/**
 * Shadows @theme/Loading (src/theme/swizzles.ts), which every route
 * shows while its code downloads (react-loadable's `loading`), with the same
 * props: `error` and `retry` when the download failed, `pastDelay` once the
 * wait is long enough to show. Ours says what failed in the site's own error
 * message (translated, with a way to reload and a way home) rather than a red
 * box, and tells screen readers that the page is loading; it is also a third
 * the size of the fallback, which sits in the main bundle of every page.
 */
import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ErrorMessage from '@site/src/components/layout/ErrorMessage';
import styles from './styles.module.css';

/** What react-loadable (Docusaurus' route loader) passes its `loading` component. */
interface Props {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error?: unknown;
  retry: () => void;
}

export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  const home = useBaseUrl('/');
  if (error) return <ErrorMessage error={error} tryAgain={retry} homeHref={home} />;
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{translate({ id: 'vx.loading', message: 'Loading…', description: 'Said while a page’s code downloads' })}</span>
    </div>
  );
}
