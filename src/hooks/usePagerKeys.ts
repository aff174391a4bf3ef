import { useEffect } from 'react';
import { useHistory } from '@docusaurus/router';
import { pagerDirection } from '../utils/pagerKeys';

/**
 * Shift+ArrowLeft / Shift+ArrowRight go to the previous / next page (spec
 * §2.9). Client-side navigation, so the app shell and its state survive.
 * Pass the permalinks of the neighbours; a missing one disables that key.
 */
export function usePagerKeys(previous: string | undefined, next: string | undefined): void {
  const history = useHistory();
  useEffect(() => {
    if (!previous && !next) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      const direction = pagerDirection(event, event.target as HTMLElement | null);
      const to = direction === 'previous' ? previous : direction === 'next' ? next : undefined;
      if (!to) return;
      event.preventDefault();
      history.push(to);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [history, previous, next]);
}
