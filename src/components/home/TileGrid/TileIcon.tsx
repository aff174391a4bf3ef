/**
 * The landing tiles' pictures: our own line drawings, in the text colour,
 * instead of emoji, which show as empty boxes where no emoji font is
 * installed (many Linux desktops, headless browsers). Decorative: the tile's
 * title names it.
 */
import React, { type ReactNode } from 'react';
import { Icon } from '../../icons';

/** What each tile's picture shows; src/homeContent.ts names one per tile. */
export const TILE_ICONS = {
  book: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13.5C7 18 10 18.5 12 20c2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" />
      <path d="M12 6.5V20" />
    </>
  ),
  inbox: (
    <>
      <path d="M3.5 13.5 6.5 5h11l3 8.5V19h-17z" />
      <path d="M3.5 13.5h5l1 2.5h5l1-2.5h5" />
    </>
  ),
  toolbox: (
    <>
      <rect x="3" y="8" width="18" height="12" rx="1.5" />
      <path d="M9 8V5.5h6V8" />
      <path d="M3 13h18M10 13v2h4v-2" />
    </>
  ),
  bot: (
    <>
      <rect x="4.5" y="8" width="15" height="11" rx="2.5" />
      <path d="M12 8V4.5" />
      <circle cx="12" cy="3.5" r="1" />
      <path d="M9.5 12.5v1M14.5 12.5v1M9.5 16.5h5" />
    </>
  ),
  chat: <path d="M4 5h16v11H10l-5 4v-4H4z" />,
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  code: (
    <>
      <path d="M8 7 3 12l5 5M16 7l5 5-5 5" />
      <path d="m13.5 4.5-3 15" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  network: (
    <>
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="12" cy="18" r="2.5" />
      <path d="M8.5 6h7M7.2 8.2l3.6 7.6M16.8 8.2l-3.6 7.6" />
    </>
  ),
  question: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.4v.8" />
      <path d="M12 16.8v.2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type TileIconName = keyof typeof TILE_ICONS;

export default function TileIcon({ name, className }: { name: TileIconName; className?: string }): ReactNode {
  return (
    <Icon className={className} strokeWidth={1.75}>
      {TILE_ICONS[name]}
    </Icon>
  );
}
