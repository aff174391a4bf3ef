/**
 * Shadows @theme/NotFound/Content (Docusaurus 3.10, eject-safe) with our
 * not-found content (./NotFoundContent.tsx), loaded on demand. Why: the docs
 * plugin's layout (DocRoot) holds the not-found content for paths it has no
 * doc for, so every docs page downloaded it, suggestions and all, to show it
 * on none of them. The server renders it whole (Docusaurus waits for every
 * lazy part), and on a cold load the page keeps that HTML until the code
 * arrives and hydrates it.
 */
import React, { Suspense, lazy, type ReactNode } from 'react';
import type { Props } from '@theme/NotFound/Content';

const NotFoundContent = lazy(() => import('./NotFoundContent'));

export default function NotFoundContentLoader(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundContent {...props} />
    </Suspense>
  );
}
