import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { SuggestionsStatus } from './usePageSuggestions';
import styles from './styles.module.css';

type SuggestedPagesComponent = ComponentType<{ onStatus: (status: SuggestionsStatus) => void }>;

/**
 * The not-found page's "Did you mean …?": the closest page by its path, as
 * the reader would have typed it, then any others as titled links. The
 * region is there from the first paint, empty, so a screen reader announces
 * the suggestions when they arrive; `data-status` tells scripts and tests
 * when the answer (maybe none) is final.
 *
 * The code that finds and lists them (./SuggestedPages.tsx) is fetched after
 * the page hydrates, in an effect rather than through Suspense: a lazy part
 * still loading while React hydrates makes it drop the server's HTML of the
 * whole page (React error 421) whenever anything above it updates meanwhile.
 */
export default function PageSuggestions(): ReactNode {
  const [status, setStatus] = useState<SuggestionsStatus>('pending');
  const [SuggestedPages, setSuggestedPages] = useState<SuggestedPagesComponent>();
  useEffect(() => {
    let current = true;
    import('./SuggestedPages').then(
      (loaded) => current && setSuggestedPages(() => loaded.default),
      (error: unknown) => {
        console.warn('No page suggestions: their code did not load.', error);
        if (current) setStatus('unavailable');
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className={styles.suggestions} aria-live="polite" data-status={status}>
      {SuggestedPages && <SuggestedPages onStatus={setStatus} />}
    </div>
  );
}
