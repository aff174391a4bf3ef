/**
 * Shadows @theme/Error (Docusaurus 3.10 core fallback): the last resort when
 * even the layout fails. It tries the layout once more around our message,
 * and without it if that fails too, so the reader never meets a blank page.
 */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import type { Props } from '@theme/Error';
import ErrorMessage from '@site/src/components/layout/ErrorMessage';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';

export default function Error({ error, tryAgain }: Props): ReactNode {
  const home = useBaseUrl('/');
  const message = <ErrorMessage error={error} tryAgain={tryAgain} homeHref={home} />;
  return (
    <ErrorBoundary fallback={() => message}>
      <Head>
        <title>Unexpected Application Error!</title>
      </Head>
      <Layout>{message}</Layout>
    </ErrorBoundary>
  );
}
