import React, { type ReactNode } from 'react';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export interface Sponsor {
  name: string;
  /** Logo URL, or a path of this site ("/img/x.svg"); the name is its alt text. */
  image: string;
  link: string;
  /**
   * The logo's width divided by its height (default 1, a square). It sizes the
   * logo's box before the image arrives, so nothing moves when it does.
   */
  aspectRatio?: number;
}

export interface SponsorGroup {
  name: string;
  /** Logo height in pixels. */
  height?: number;
  /** Rows of sponsors, laid out as given. */
  items: Sponsor[][];
}

/** Logo height when a group sets none (spec §9). */
export const DEFAULT_SPONSOR_HEIGHT = 40;

/** Sponsors in named groups, each a grid of rows of linked logos. */
export default function Sponsors({ groups }: { groups: SponsorGroup[] }): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <div className={styles.sponsors}>
      {groups.map((group) => {
        const height = group.height ?? DEFAULT_SPONSOR_HEIGHT;
        return (
          <section key={group.name} className={styles.group} aria-label={group.name}>
            <div className={styles.groupName} aria-hidden="true">
              {group.name}
            </div>
            {group.items.map((row, rowIndex) => (
              <div key={rowIndex} className={styles.row} style={{ gridTemplateColumns: `repeat(${row.length}, 1fr)` }}>
                {row.map((sponsor) => (
                  <a
                    key={sponsor.name}
                    className={styles.sponsor}
                    href={sponsor.link}
                    target="_blank"
                    rel="noopener noreferrer">
                    <img
                      src={withBaseUrl(sponsor.image)}
                      alt={sponsor.name}
                      width={Math.round(height * (sponsor.aspectRatio ?? 1))}
                      height={height}
                      // The attributes give the box its shape while loading; the logo's own shape wins after.
                      style={{ height, width: 'auto' }}
                      loading="lazy"
                    />
                  </a>
                ))}
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
