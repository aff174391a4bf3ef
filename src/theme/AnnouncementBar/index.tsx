/**
 * Shadows @theme/AnnouncementBar (src/theme/swizzles.ts). Why not config and CSS: the spec's banner (§2.10) has a height,
 * a `dismissable` switch and a dismissal stored under `banner` and tied to the
 * content, so a new banner shows again; Docusaurus keys dismissal to a
 * hand-bumped id under its own namespaced key. A wrap can't change that.
 *
 * Docusaurus' own announcement-bar state (useAnnouncementBar) is closed
 * alongside ours, so parts that read it (the desktop sidebar's offset) agree;
 * the config sets `announcementBar.id` to bannerKey(content), so its state
 * resets with new content too.
 */
import React, { type ReactNode } from 'react';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import Banner from '@site/src/components/layout/Banner';
import { useBannerDismissal } from '@site/src/hooks/useBannerDismissal';
import { useThemeExtras } from '@site/src/hooks/useThemeExtras';
import { bannerKey, isBannerDismissable } from '@site/src/utils/banner';

export default function AnnouncementBar(): ReactNode {
  const { announcementBar } = useThemeConfig();
  const { banner } = useThemeExtras();
  const { close } = useAnnouncementBar();
  const dismissable = isBannerDismissable(banner.dismissable, announcementBar?.isCloseable);
  const { dismissed, dismiss } = useBannerDismissal(bannerKey(announcementBar?.content ?? ''), dismissable);
  if (!announcementBar || dismissed) return null;

  return (
    <Banner
      className={ThemeClassNames.announcementBar.container}
      content={announcementBar.content}
      backgroundColor={announcementBar.backgroundColor}
      textColor={announcementBar.textColor}
      height={banner.height}
      dismissable={dismissable}
      onDismiss={() => {
        dismiss();
        close();
      }}
    />
  );
}
