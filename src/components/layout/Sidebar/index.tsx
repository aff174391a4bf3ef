import React, {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import type { PropSidebarItem, PropSidebarItemCategory, PropSidebarItemHtml, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import { getPreviousPath } from '@site/src/client/navigationHistory';
import { backLinkKind } from './backLink';
import { isExternalUrl } from '@site/src/utils/links';
import ExternalMark from '../ExternalMark';
import {
  MAX_SIDEBAR_DEPTH,
  categoryHref,
  isCurrentPage,
  isItemActive,
  startsExpanded,
  visibleItems,
} from './sidebarItems';
import styles from './styles.module.css';

/**
 * With `themeConfig.docs.sidebar.autoCollapseCategories`, opening a section
 * closes its open siblings. Each list of items shares which of its sections
 * the reader opened last.
 */
interface SiblingSections {
  lastOpened: string | null;
  claim: (key: string) => void;
}
const SiblingSectionsContext = createContext<SiblingSections>({ lastOpened: null, claim: () => {} });

function useAutoCollapse(): boolean {
  const { docs } = useThemeConfig();
  return process.env.VX_SIDEBAR_EXTRAS !== 'false' && docs?.sidebar?.autoCollapseCategories === true;
}

/** Classes Docusaurus puts on every sidebar item, which writers' CSS may target, plus the item's own `className`. */
function itemClasses(item: PropSidebarItem, depth: number): string {
  const { docs } = ThemeClassNames;
  return item.type === 'category'
    ? clsx(docs.docSidebarItemCategory, docs.docSidebarItemCategoryLevel(depth), item.className)
    : clsx(docs.docSidebarItemLink, docs.docSidebarItemLinkLevel(depth), item.className);
}

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
      autoAddBaseUrl={item.autoAddBaseUrl}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}>
      {item.label}
    </Link>
  );
}

/** A sidebar `html` item: the writer's markup, as written, with the sidebar's spacing when `defaultStyle` asks for it. */
function HtmlItem({ item, depth }: { item: PropSidebarItemHtml; depth: number }): ReactNode {
  return (
    <li
      className={clsx(styles.item, item.defaultStyle && styles.html, itemClasses(item, depth))}
      // The sidebar's author wrote this HTML in sidebars.ts; Docusaurus renders it as is too.
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

function Chevron(): ReactNode {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M4.5 2.5 8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The toggle's name says what pressing it does, in the words (and ids) Docusaurus' own sidebar uses. */
function toggleName(expanded: boolean, label: string): string {
  if (expanded) {
    return translate({ message: "Collapse sidebar category '{label}'", id: 'theme.DocSidebarItem.collapseCategoryAriaLabel' }, { label });
  }
  return translate({ message: "Expand sidebar category '{label}'", id: 'theme.DocSidebarItem.expandCategoryAriaLabel' }, { label });
}

function Section({ item, pathname, depth }: { item: PropSidebarItemCategory; pathname: string; depth: number }): ReactNode {
  const holdsCurrentPage = isItemActive(item, pathname);
  const href = categoryHref(item);
  const onOwnPage = isCurrentPage(pathname, href);
  const [expanded, setExpanded] = useState(() => startsExpanded(item, pathname));
  const listId = useId();
  const siblings = useContext(SiblingSectionsContext);
  const autoCollapse = useAutoCollapse();

  const open = (value: boolean) => {
    setExpanded(value);
    if (process.env.VX_SIDEBAR_EXTRAS !== 'false' && value) siblings.claim(listId);
  };

  // Arriving on a page inside a closed section opens it (and, with
  // autoCollapseCategories, closes its siblings, as opening it by hand would).
  useEffect(() => {
    if (holdsCurrentPage && !expanded) open(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to arrivals only
  }, [holdsCurrentPage, pathname]);

  // Another section of this list was opened: close this one (autoCollapseCategories).
  useEffect(() => {
    if (process.env.VX_SIDEBAR_EXTRAS !== 'false' && autoCollapse && item.collapsible && siblings.lastOpened !== null && siblings.lastOpened !== listId) {
      setExpanded(false);
    }
  }, [autoCollapse, item.collapsible, siblings.lastOpened, listId]);

  const isOpen = !item.collapsible || expanded;
  const toggle = () => open(!expanded);

  let heading: ReactNode;
  // Build-time constant (plugins/chrome-features): sites whose sidebars use
  // no category pages, html items or unlisted docs ship none of that code.
  if (process.env.VX_SIDEBAR_EXTRAS !== 'false' && href !== undefined) {
    // A category with a page: the label leads there, a separate button opens and closes it.
    const onLabelClick = (event: MouseEvent) => {
      // On the category's own page, the label toggles instead, as in Docusaurus.
      if (item.collapsible && onOwnPage) {
        event.preventDefault();
        toggle();
      }
    };
    heading = (
      <div className={styles.sectionHeader}>
        <Link
          className={clsx(styles.sectionLink, holdsCurrentPage && styles.sectionActive, onOwnPage && styles.active)}
          to={href}
          aria-current={onOwnPage ? 'page' : undefined}
          data-active={onOwnPage || undefined}
          onClick={onLabelClick}>
          {item.label}
        </Link>
        {item.collapsible && (
          <button
            type="button"
            className={styles.sectionToggle}
            aria-label={toggleName(expanded, item.label)}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}>
            <Chevron />
          </button>
        )}
      </div>
    );
  } else if (item.collapsible) {
    heading = (
      <button
        type="button"
        className={clsx(styles.sectionButton, holdsCurrentPage && styles.sectionActive)}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={toggle}>
        <span>{item.label}</span>
        <Chevron />
      </button>
    );
  } else {
    heading = <div className={clsx(styles.sectionTitle, holdsCurrentPage && styles.sectionActive)}>{item.label}</div>;
  }

  return (
    <>
      {heading}
      <ul id={listId} className={clsx(styles.items, styles.nested)} hidden={!isOpen}>
        <Items items={item.items} pathname={pathname} depth={depth + 1} />
      </ul>
    </>
  );
}

/** A category whose items are all hidden: a plain link to its page, or nothing (Docusaurus does the same). */
function categoryAsLink(item: PropSidebarItemCategory): PropSidebarItemLink | undefined {
  const href = categoryHref(item);
  if (href === undefined) return undefined;
  return { type: 'link', label: item.label, href, className: item.className, customProps: item.customProps };
}

function Items({ items, pathname, depth }: { items: readonly PropSidebarItem[]; pathname: string; depth: number }): ReactNode {
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  if (depth > MAX_SIDEBAR_DEPTH) return null;
  const shown =
    process.env.VX_SIDEBAR_EXTRAS !== 'false'
      ? visibleItems(items, pathname).flatMap((item): PropSidebarItem[] => {
          if (item.type !== 'category' || visibleItems(item.items, pathname).length > 0) return [item];
          const asLink = categoryAsLink(item);
          return asLink ? [asLink] : [];
        })
      : items;
  return (
    <SiblingSectionsContext.Provider value={{ lastOpened, claim: setLastOpened }}>
      {shown.map((item, index) => {
        if (item.type === 'html') return process.env.VX_SIDEBAR_EXTRAS !== 'false' ? <HtmlItem key={`html-${index}`} item={item} depth={depth} /> : null;
        return (
          <li key={`${item.type}-${item.label}-${index}`} className={clsx(styles.item, itemClasses(item, depth))}>
            {item.type === 'link' ? (
              <LinkItem item={item} pathname={pathname} />
            ) : (
              <Section item={item} pathname={pathname} depth={depth} />
            )}
          </li>
        );
      })}
    </SiblingSectionsContext.Provider>
  );
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
        {arrow}
        {translate({ id: 'vx.sidebar.home', message: 'Home' })}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.back} onClick={() => history.goBack()}>
      {arrow}
      {translate({ id: 'vx.sidebar.back', message: 'Back' })}
    </button>
  );
}

export interface SidebarProps {
  items: readonly PropSidebarItem[];
  /** The current path; the active item and open sections follow it. */
  path: string;
  className?: string;
  /** Drawn below the items (the hide button of a hideable sidebar). */
  footer?: ReactNode;
}

/** The docs sidebar: a back link, then sections that open and close, with the current page marked. */
export default function Sidebar({ items, path, className, footer }: SidebarProps): ReactNode {
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
    <nav
      ref={scroller}
      aria-label={translate({
        id: 'theme.docs.sidebar.navAriaLabel',
        message: 'Docs',
      })}
      className={clsx(styles.sidebar, className)}>
      <BackLink />
      <ul className={styles.items}>
        <Items items={items} pathname={path} depth={1} />
      </ul>
      {footer}
    </nav>
  );
}
