import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { FooterLink, FooterRow } from '../../../utils/footerRows';
import { ExternalIcon } from '../../icons';
import styles from './styles.module.css';

export interface SiteFooterProps {
  /** Rows of links, top to bottom, from themeConfig.footer (see footerRows). */
  readonly rows: readonly FooterRow[];
  /** Closes the last row, after its links. */
  readonly copyright?: string;
  readonly className?: string;
}

function FooterItem({ link }: { link: FooterLink }): ReactNode {
  if (link.external) {
    return (
      <Link className={styles.link} href={link.target} target="_blank" rel="noopener noreferrer">
        {link.label}
        <ExternalIcon className={styles.externalIcon} />
      </Link>
    );
  }
  // `to` gets the site's base path prepended, so these work under a sub-path.
  return (
    <Link className={styles.link} to={link.target}>
      {link.label}
    </Link>
  );
}

/** The site footer (spec §2.9): small centred rows, the copyright last. */
export default function SiteFooter({ rows, copyright, className }: SiteFooterProps): ReactNode {
  const copyrightLine = copyright && <span className={styles.copyright}>{copyright}</span>;
  return (
    <footer className={clsx(styles.siteFooter, className)}>
      {rows.map((row, index) => (
        // Rows come from config and never reorder, so the index is a stable key.
        <p className={styles.row} key={index}>
          {row.map((link) => (
            <FooterItem key={link.target} link={link} />
          ))}
          {index === rows.length - 1 && copyrightLine}
        </p>
      ))}
      {rows.length === 0 && copyrightLine && <p className={styles.row}>{copyrightLine}</p>}
    </footer>
  );
}
