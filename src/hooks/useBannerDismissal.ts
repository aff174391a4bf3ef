import { useCallback, useEffect, useState } from 'react';
import { BANNER_DISMISSED_ATTRIBUTE, isBannerDismissed } from '@site/src/utils/banner';
import { readStorage, STORAGE_KEYS, writeStorage } from '@site/src/utils/storage';

/**
 * Whether the banner with this key was dismissed. Server render and hydration
 * always say "shown" (no mismatch, no layout shift); a dismissed banner is
 * already hidden by CSS then, from the attribute plugins/banner sets before
 * paint, and unmounts once storage is read. Dismissing also sets that
 * attribute, so the banner stays hidden on later pages of the visit even when
 * storage throws and nothing could be saved.
 */
export function useBannerDismissal(key: string, dismissable: boolean) {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    setDismissed(dismissable && isBannerDismissed(readStorage(STORAGE_KEYS.banner), key));
  }, [key, dismissable]);

  const dismiss = useCallback(() => {
    writeStorage(STORAGE_KEYS.banner, key);
    document.documentElement.setAttribute(BANNER_DISMISSED_ATTRIBUTE, 'true');
    setDismissed(true);
  }, [key]);

  return { dismissed, dismiss };
}
