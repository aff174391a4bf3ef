import React, { type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { isBannerDismissable } from '../../../utils/banner';
import type { BannerExtras } from '../../../theme-extras';
import styles from './styles.module.css';

export interface BannerProps {
  /** Trusted HTML from the site config (links allowed). */
  readonly content: string;
  /** Any CSS colour; defaults to the --vx-banner-* tokens. */
  readonly backgroundColor?: string;
  readonly textColor?: string;
  /** CSS length of the bar on wide screens. */
  readonly height?: string;
  /** The dismiss button shows unless this is false or 'false' (spec §2.10). */
  readonly dismissable?: BannerExtras['dismissable'];
  readonly onDismiss?: () => void;
  readonly className?: string;
}

/** The dismiss button's name, in the site's language. */
export function dismissLabel(): string {
  return translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Dismiss banner', description: 'The accessible name of the button that dismisses the banner' });
}

/** The optional bar above the page (spec §2.10): content and a dismiss button. */
export default function Banner({
  content,
  backgroundColor,
  textColor,
  height,
  dismissable,
  onDismiss,
  className,
}: BannerProps): ReactNode {
  const style = {
    backgroundColor,
    color: textColor,
    ...(height ? { '--vx-banner-height': height } : {}),
  } as CSSProperties;
  return (
    <div
      role="region"
      aria-label={translate({ id: 'vx.banner.regionLabel', message: 'Announcement', description: 'The accessible name of the banner above every page' })}
      className={clsx(styles.banner, className)} style={style}>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
      {isBannerDismissable(dismissable) && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel()} title={dismissLabel()} onClick={onDismiss}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </button>
      )}
    </div>
  );
}
