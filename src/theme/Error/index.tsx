/**
 * Shadows @theme/Error (src/theme/swizzles.ts): the last resort when
 * even the layout fails. It tries the layout once more around our message,
 * and without it if that fails too, so the reader never meets a blank page.
 *
 * The layout is loaded on demand: this component sits in the main bundle (the
 * app's error boundary renders it), and a static import pulled the whole page
 * chrome in there too. Every page loads the layout with its route anyway, so
 * by the time something fails it is almost always at hand.
 */
import React, { Suspense, lazy, type ReactNode } from 'react';
import type { Props } from '@theme/Error';
import ErrorMessage, { renderFailureTitle } from '@site/src/components/layout/ErrorMessage';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';

const Layout = lazy(() => import('@theme/Layout'));

export default function Error({ error, tryAgain }: Props): ReactNode {
  const home = useBaseUrl('/');
  const message = <ErrorMessage error={error} tryAgain={tryAgain} homeHref={home} />;
  return (
    <ErrorBoundary fallback={() => message}>
      <Head>
        <title>{renderFailureTitle()}</title>
      </Head>
      <Suspense fallback={message}>
        <Layout>{message}</Layout>
      </Suspense>
    </ErrorBoundary>
  );
}
