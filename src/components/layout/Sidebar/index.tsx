import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useHistory, useLocation } from '@docusaurus/router';
import type { PropSidebarItem, PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import { getPreviousPath } from '@site/src/client/navigationHistory';
import { backLinkKind } from './backLink';
import { isExternalUrl } from '@site/src/utils/links';
import ExternalMark from '../ExternalMark';
import { MAX_SIDEBAR_DEPTH, isItemActive, startsExpanded } from './sidebarItems';
import styles from './styles.module.css';

function LinkItem({ item, pathname }: { item: PropSidebarItemLink; pathname: string }): ReactNode {
  const active = isItemActive(item, pathname);
  if (isExternalUrl(item.href)) {
    return (
      <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
        <span>
          {item.label}
          <ExternalMark />
        </span>
      </a>
    );
  }
  return (
    <Link
      className={clsx(styles.link, active && styles.active)}
      to={item.href}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}>
      {item.label}
    </Link>
  );
}

function Section({ item, pathname, depth }: { item: PropSidebarItemCategory; pathname: string; depth: number }): ReactNode {
  const holdsCurrentPage = isItemActive(item, pathname);
  const [expanded, setExpanded] = useState(() => startsExpanded(item, pathname));
  const listId = `sidebar-${depth}-${item.label.replace(/\W+/g, '-')}`;

  // Arriving on a page inside a closed section opens it.
  useEffect(() => {
    if (holdsCurrentPage) setExpanded(true);
  }, [holdsCurrentPage, pathname]);

  const heading = item.collapsible ? (
    <button
      type="button"
      className={clsx(styles.sectionButton, holdsCurrentPage && styles.sectionActive)}
      aria-expanded={expanded}
      aria-controls={listId}
      onClick={() => setExpanded((value) => !value)}>
      <span>{item.label}</span>
      <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
        <path d="M4.5 2.5 8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  ) : (
    <div className={clsx(styles.sectionTitle, holdsCurrentPage && styles.sectionActive)}>{item.label}</div>
  );

  return (
    <>
      {heading}
      <ul id={listId} className={clsx(styles.items, styles.nested)} hidden={item.collapsible && !expanded}>
        <Items items={item.items} pathname={pathname} depth={depth + 1} />
      </ul>
    </>
  );
}

function Items({ items, pathname, depth }: { items: readonly PropSidebarItem[]; pathname: string; depth: number }): ReactNode {
  if (depth > MAX_SIDEBAR_DEPTH) return null;
  return items.map((item, index) => {
    if (item.type === 'html') return null;
    return (
      <li key={`${item.type}-${item.label}-${index}`} className={styles.item}>
        {item.type === 'link' ? (
          <LinkItem item={item} pathname={pathname} />
        ) : (
          <Section item={item} pathname={pathname} depth={depth} />
        )}
      </li>
    );
  });
}

function BackLink(): ReactNode {
  const history = useHistory();
  const home = useBaseUrl('/');
  useLocation();
  const kind = backLinkKind(getPreviousPath(), home);
  const arrow = <span aria-hidden="true">← </span>;
  if (kind === 'home') {
    return (
      <Link className={styles.back} to="/">
        {arrow}Home
      </Link>
    );
  }
  return (
    <button type="button" className={styles.back} onClick={() => history.goBack()}>
      {arrow}Back
    </button>
  );
}

export interface SidebarProps {
  items: readonly PropSidebarItem[];
  /** The current path; the active item and open sections follow it. */
  path: string;
  className?: string;
}

/** The docs sidebar: a back link, then sections that open and close, with the current page marked. */
export default function Sidebar({ items, path, className }: SidebarProps): ReactNode {
  const scroller = useRef<HTMLElement>(null);

  // Bring the current page's entry into view on arrival, inside the sidebar
  // only: scrollIntoView would scroll the whole page too.
  // Measured in the next frame, with the browser's own layout: measuring
  // while the page hydrates would lay the whole page out once more.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const container = scroller.current;
      const active = container?.querySelector<HTMLElement>('[data-active]');
      if (!container || !active) return;
      const box = container.getBoundingClientRect();
      const item = active.getBoundingClientRect();
      if (item.top >= box.top && item.bottom <= box.bottom) return;
      container.scrollTop += item.top - box.top - (box.height - item.height) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [path]);

  return (
    <nav ref={scroller} aria-label="Docs" className={clsx(styles.sidebar, className)}>
      <BackLink />
      <ul className={styles.items}>
        <Items items={items} pathname={path} depth={1} />
      </ul>
    </nav>
  );
}
