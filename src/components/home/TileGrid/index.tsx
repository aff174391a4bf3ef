import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { isExternalUrl } from '@site/src/utils/links';
import ExternalMark from '../../layout/ExternalMark';
import TileIcon, { type TileIconName } from './TileIcon';
import styles from './styles.module.css';

export interface Tile {
  title: string;
  description: string;
  /** A site path ("/get-started/intro") or a full URL for another site. */
  href: string;
  /** The picture shown before the title (TileIcon.tsx); decorative, hidden from screen readers. */
  icon: TileIconName;
}

/** The landing page's paths into the docs, one card each. */
export default function TileGrid({ tiles }: { tiles: readonly Tile[] }): ReactNode {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => {
        const external = isExternalUrl(tile.href);
        return (
          <li key={tile.href} className={styles.item}>
            <Link className={styles.tile} to={tile.href}>
              <TileIcon name={tile.icon} className={styles.icon} />
              <span className={styles.title}>
                {tile.title}
                {external && <ExternalMark />}
              </span>
              <span className={styles.description}>{tile.description}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
