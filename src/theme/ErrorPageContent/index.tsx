/**
 * Shadows @theme/ErrorPageContent (src/theme/swizzles.ts): a page
 * that fails to render shows the spec's message (§2.2, §8) inside the usual
 * chrome, with a way to retry and a way home.
 */
import React, { type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { Props } from '@theme/Error';
import ErrorMessage from '@site/src/components/layout/ErrorMessage';

export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  return <ErrorMessage error={error} tryAgain={tryAgain} homeHref={useBaseUrl('/')} />;
}
