import React, { type ReactNode } from 'react';
import type { SocialIcon } from '@site/src/theme-extras';

/**
 * Simple glyphs for the networks; drawn on a 24-unit grid in currentColor.
 * Only the icons `themeConfig.vx.socials` uses ship (build-time constants,
 * plugins/chrome-features).
 */
const PATHS: Partial<Record<SocialIcon, ReactNode>> = {
  ...(process.env.VX_SOCIAL_GITHUB !== 'false' ? { github: (
    <path d="M12 1.5a10.5 10.5 0 0 0-3.3 20.46c.52.1.72-.23.72-.5v-1.77c-2.93.64-3.55-1.4-3.55-1.4-.48-1.22-1.17-1.54-1.17-1.54-.96-.65.07-.64.07-.64 1.06.07 1.62 1.09 1.62 1.09.94 1.6 2.46 1.14 3.06.87.1-.68.37-1.14.67-1.4-2.34-.27-4.8-1.17-4.8-5.2 0-1.15.41-2.09 1.08-2.82-.1-.27-.47-1.34.11-2.79 0 0 .88-.28 2.89 1.08a10 10 0 0 1 5.26 0c2-1.36 2.89-1.08 2.89-1.08.58 1.45.21 2.52.1 2.79.68.73 1.08 1.67 1.08 2.82 0 4.04-2.46 4.93-4.81 5.19.38.33.72.97.72 1.96v2.9c0 .28.19.61.73.5A10.5 10.5 0 0 0 12 1.5Z" />
  ) } : {}),
  ...(process.env.VX_SOCIAL_X !== 'false' ? { x: <path d="M3.5 3h4.9l4.1 5.6L17.4 3h2.8l-6.4 7.4L21 21h-4.9l-4.5-6.1L6.3 21H3.5l6.9-7.9L3.5 3Zm3.4 1.6 9.9 14.8h1.6L8.5 4.6H6.9Z" /> } : {}),
  ...(process.env.VX_SOCIAL_DISCORD !== 'false' ? { discord: (
    <path d="M19.3 5.3A16 16 0 0 0 15.4 4l-.5 1a14.8 14.8 0 0 0-5.8 0l-.5-1a16 16 0 0 0-3.9 1.3C2.2 9 1.6 12.6 1.9 16.2a16 16 0 0 0 4.8 2.4l1-1.6a10 10 0 0 1-1.6-.8l.4-.3a11.4 11.4 0 0 0 11 0l.4.3-1.6.8 1 1.6a16 16 0 0 0 4.8-2.4c.4-4.2-.6-7.8-2.8-10.9ZM8.7 14c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z" />
  ) } : {}),
  ...(process.env.VX_SOCIAL_TELEGRAM !== 'false' ? { telegram: (
    <path d="M21.6 3.3 2.9 10.5c-1.3.5-1.3 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.8-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.8-1.2-1.6ZM9.6 13.2l8.8-5.6c.4-.3.8-.1.5.2l-7.3 6.6-.3 3-1.7-4.2Z" />
  ) } : {}),
  ...(process.env.VX_SOCIAL_WARPCAST !== 'false' ? { warpcast: (
    <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm1.6 4.5 2.3 9h2l1.1-4.6 1.1 4.6h2l2.3-9h-2l-1.3 5.6-1.3-5.6h-1.6l-1.3 5.6-1.3-5.6h-2Z" />
  ) } : {}),
};

export function SocialGlyph({ icon }: { icon: SocialIcon }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      {PATHS[icon]}
    </svg>
  );
}
