/**
 * Installs the preload-error event (./chunkLoader.ts) on the bundler's chunk
 * loader, and covers the one failure React cannot show: on a cold load,
 * Docusaurus loads the route's chunks before it renders anything, and if one
 * fails it never renders at all. The reader would be left with a page whose
 * links, tabs and search silently do nothing; instead the content area says
 * what happened and offers a reload. (On a client-side navigation Docusaurus
 * reloads the page itself, which picks up a new deploy; if the chunk still
 * fails, that reload is a cold load and lands here.) Failures after the
 * first render reach React's error boundaries: see ErrorMessage.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import siteConfig from '@generated/docusaurus.config';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import ErrorMessage, { loadFailureTitle } from '@site/src/components/layout/ErrorMessage';
import { wrapChunkLoader, type ChunkLoader, type PreloadErrorDetail } from './chunkLoader';

declare const __webpack_require__: { e?: ChunkLoader } | undefined;

/** Chunks asked for while the main bundle runs: the current route's, which gate the first render. */
const firstRenderChunks = new Set<string | number>();
let startingUp = true;

function showFailure({ error }: PreloadErrorDetail) {
  const area = document.getElementById(SkipToContentFallbackId) ?? document.getElementById('__docusaurus');
  if (!area || area.dataset.loadFailed) return;
  area.dataset.loadFailed = 'true';
  area.replaceChildren();
  document.title = `${loadFailureTitle()} – ${siteConfig.title}`;
  createRoot(area).render(<ErrorMessage error={error} homeHref={siteConfig.baseUrl} />);
}

if (typeof window !== 'undefined' && typeof __webpack_require__ !== 'undefined' && __webpack_require__.e) {
  const load = __webpack_require__.e.bind(__webpack_require__);
  const wrapped = wrapChunkLoader(load, window, (detail, prevented) => {
    if (!prevented && firstRenderChunks.has(detail.chunkId)) showFailure(detail);
  });
  __webpack_require__.e = (chunkId) => {
    if (startingUp) firstRenderChunks.add(chunkId);
    return wrapped(chunkId);
  };
  // The entry asks for the route's chunks synchronously, right after the client modules run.
  setTimeout(() => {
    startingUp = false;
  }, 0);
}

export {};
