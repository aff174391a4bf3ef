import React, { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { hasTitledColumns, type FooterColumn, type FooterItem } from '../../../utils/footerRows';
import { ExternalIcon } from '../../icons';
import styles from './styles.module.css';

export interface SiteFooterProps {
  /** The columns of themeConfig.footer.links (see footerColumns). */
  readonly columns: readonly FooterColumn[];
  /** HTML, as Docusaurus renders it: closes the last row, or sits under the columns. */
  readonly copyright?: string;
  /** The footer's logo (themeConfig.footer.logo), above the copyright. */
  readonly logo?: ReactNode;
  /** `themeConfig.footer.style: 'dark'`: dark colours whatever the site's colour mode. */
  readonly dark?: boolean;
  readonly className?: string;
}

function FooterEntry({ item }: { item: FooterItem }): ReactNode {
  if (item.kind === 'html') {
    return process.env.VX_FOOTER_EXTRAS !== 'false' ? <span className={clsx(styles.html, item.className)} dangerouslySetInnerHTML={{ __html: item.html }} /> : null;
  }
  if (item.external) {
    return (
      <Link className={clsx(styles.link, item.className)} href={item.target} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalIcon className={styles.externalIcon} />
      </Link>
    );
  }
  // `to` gets the site's base path prepended, so these work under a sub-path.
  return (
    <Link className={clsx(styles.link, item.className)} to={item.target}>
      {item.label}
    </Link>
  );
}

function Copyright({ html }: { html: string }): ReactNode {
  // The site's config holds this HTML; Docusaurus renders it as HTML too.
  return <span className={styles.copyright} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A titled column: its title names the list of its links. */
function Column({ column }: { column: FooterColumn }): ReactNode {
  const titleId = useId();
  return (
    <div className={clsx(styles.column, column.className)}>
      {column.title && (
        <p className={styles.title} id={titleId}>
          {column.title}
        </p>
      )}
      <ul className={styles.columnItems} aria-labelledby={column.title ? titleId : undefined}>
        {column.items.map((item, index) => (
          <li key={index}>
            <FooterEntry item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The site footer (spec §2.9): small centred rows, the copyright last, when
 * no column has a title (the XMTP site's); titled columns side by side
 * otherwise, with the logo and copyright centred beneath.
 */
export default function SiteFooter({ columns, copyright, logo, dark = false, className }: SiteFooterProps): ReactNode {
  const rootProps = {
    className: clsx(styles.siteFooter, dark && styles.dark, className),
    // Scopes the site's dark colour tokens to the footer (src/css/custom.css).
    ...(dark ? { 'data-theme': 'dark' } : {}),
  };
  const copyrightLine = copyright && <Copyright html={copyright} />;
  const logoBlock = process.env.VX_FOOTER_EXTRAS !== 'false' && logo ? <div className={styles.logo}>{logo}</div> : undefined;

  // Build-time constant (plugins/chrome-features): footers without titles, html items or a logo ship only the rows.
  if (process.env.VX_FOOTER_EXTRAS !== 'false' && hasTitledColumns(columns)) {
    return (
      <footer {...rootProps}>
        <div className={styles.columns}>
          {columns.map((column, index) => (
            <Column key={index} column={column} />
          ))}
        </div>
        {logoBlock}
        {copyrightLine && <p className={styles.row}>{copyrightLine}</p>}
      </footer>
    );
  }

  const rows = columns.map((column) => column.items).filter((row) => row.length > 0);
  return (
    <footer {...rootProps}>
      {logoBlock}
      {rows.map((row, index) => (
        // Rows come from config and never reorder, so the index is a stable key.
        <p className={styles.row} key={index}>
          {row.map((item, itemIndex) => (
            <FooterEntry key={itemIndex} item={item} />
          ))}
          {index === rows.length - 1 && copyrightLine}
        </p>
      ))}
      {rows.length === 0 && copyrightLine && <p className={styles.row}>{copyrightLine}</p>}
    </footer>
  );
}
