import React, { useEffect, useId, useMemo, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import SearchButton from '../../search/SearchButton';
import { MenuTimers } from './menuTimers';
import { SPACIOUS_NAV_MAX_ITEMS, type TopNavCustom, type TopNavEntry, type TopNavItem, type TopNavMenu } from './navItems';
import NavLink from './NavLink';
import styles from './styles.module.css';

type CustomNavItemProps = { type: string; props: Record<string, unknown>; mobile: boolean };

/**
 * Drawn `custom-*` items, bundled only on sites whose navbar has one: a
 * build-time constant (plugins/chrome-features) lets the bundler drop this
 * `require` on the others, with Docusaurus' map of item components it loads
 * (off unless the build says otherwise: unit tests have no such map).
 */
const CustomNavItem: ComponentType<CustomNavItemProps> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.VX_NAVBAR_CUSTOM_ITEMS === 'true' ? (require('./CustomNavItem') as { default: ComponentType<CustomNavItemProps> }).default : null;

/** A `custom-*` item: the writer's component for its type. */
export function CustomItem({ item, mobile }: { item: TopNavCustom; mobile: boolean }): ReactNode {
  return CustomNavItem && item.kind === 'custom' && <CustomNavItem type={item.type} props={item.props} mobile={mobile} />;
}

/** An `html` item: the writer's markup, as written in the config (Docusaurus draws it the same way). */
export function HtmlEntry({ value, className, itemClassName }: { value: string; className?: string; itemClassName?: string }): ReactNode {
  return <li className={clsx(itemClassName, className)} dangerouslySetInnerHTML={{ __html: value }} />;
}

/** The language menu's mark, before the current language's name. */
export function LanguageIcon({ className }: { className?: string }): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="15" height="15" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </svg>
  );
}

/** A menu's label: its text (or HTML), after the language mark for the locale menu. */
export function MenuLabel({ menu, full = false }: { menu: TopNavMenu; full?: boolean }): ReactNode {
  return (
    <>
      {/* Only sites with a locale menu ship the icon (plugins/chrome-features). */}
      {process.env.VX_NAVBAR_LOCALE_DROPDOWN !== 'false' && menu.icon === 'language' ? <LanguageIcon className={styles.icon} /> : null}
      {process.env.VX_NAVBAR_EXTRAS !== 'false' && menu.html && !full ? (
        <span dangerouslySetInnerHTML={{ __html: menu.html }} />
      ) : full ? (
        (menu.fullLabel ?? menu.label)
      ) : (
        menu.label
      )}
    </>
  );
}

/** The name of the chevron button of a dropdown whose label is a link. */
export function menuToggleName(menu: TopNavMenu): string {
  return translate(
    { id: 'vx.topNav.menuToggle', message: '{label} menu' },
    { label: menu.fullLabel ?? menu.label },
  );
}

/** Top-bar landmark, on wide screens and in the phone menu. */
export function topNavName(): string {
  return translate({ id: 'vx.topNav.label', message: 'Top', description: 'Top-bar landmark' });
}

function Chevron(): ReactNode {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function PanelEntry({ entry, onNavigate }: { entry: TopNavEntry; onNavigate: () => void }): ReactNode {
  if (process.env.VX_NAVBAR_EXTRAS !== 'false' && entry.kind === 'html') return <HtmlEntry value={entry.value} className={entry.className} itemClassName={styles.panelHtml} />;
  if (entry.kind !== 'link') {
    return (
      <li>
        <CustomItem item={entry as TopNavCustom} mobile={false} />
      </li>
    );
  }
  return (
    <li>
      <NavLink link={entry} className={styles.panelLink} onNavigate={onNavigate} />
    </li>
  );
}

function Dropdown({
  menu,
  open,
  timers,
}: {
  menu: TopNavMenu;
  open: boolean;
  timers: MenuTimers;
}): ReactNode {
  const panelId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      timers.close();
      (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
    }
  };
  const toggle = {
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => timers.toggle(menu.id),
  };
  return (
    <li
      className={styles.item}
      onPointerEnter={(event) => event.pointerType === 'mouse' && timers.pointerEnter(menu.id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && timers.pointerLeave(menu.id)}
      onKeyDown={onKeyDown}>
      {process.env.VX_NAVBAR_EXTRAS !== 'false' && menu.to ? (
        // A dropdown with a page of its own: the label leads there, the chevron opens the menu.
        <span className={styles.split}>
          <NavLink
            link={{ kind: 'link', id: menu.id, label: menu.label, html: menu.html, to: menu.to, className: menu.className }}
            className={clsx(styles.link, menu.current && styles.current)}
          />
          <button {...toggle} className={clsx(styles.link, styles.trigger)} aria-label={menuToggleName(menu)}>
            <Chevron />
          </button>
        </span>
      ) : (
        <button {...toggle} className={clsx(styles.link, styles.trigger, menu.current && styles.current, menu.className)} aria-label={menu.fullLabel}>
          <MenuLabel menu={menu} />
          <Chevron />
        </button>
      )}
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {menu.items.map((entry) => (
          <PanelEntry key={entry.id} entry={entry} onNavigate={() => timers.close()} />
        ))}
      </ul>
    </li>
  );
}

function Item({ item, openId, timers }: { item: TopNavItem; openId: string | null; timers: MenuTimers | undefined }): ReactNode {
  switch (item.kind) {
    case 'menu':
      // Build-time constants (plugins/chrome-features, plugins/docs-versions): a bar without menus ships no menu code.
      return process.env.VX_NAVBAR_MENUS !== 'false' || process.env.VX_DOCS_VERSIONED !== 'false' ? (
        <Dropdown menu={item} open={openId === item.id} timers={timers!} />
      ) : null;
    case 'html':
      return process.env.VX_NAVBAR_EXTRAS !== 'false' ? <HtmlEntry value={item.value} className={item.className} itemClassName={clsx(styles.item, styles.html)} /> : null;
    case 'search':
      return process.env.VX_NAVBAR_EXTRAS !== 'false' ? (
        <li className={styles.item}>
          <SearchButton className={item.className} />
        </li>
      ) : null;
    case 'custom':
      return (
        <li className={styles.item}>
          <CustomItem item={item} mobile={false} />
        </li>
      );
    default:
      return (
        <li className={styles.item}>
          <NavLink link={item} className={clsx(styles.link, item.current && styles.current)} />
        </li>
      );
  }
}

/**
 * The desktop top navigation: links, dropdowns that open on hover or click,
 * and whatever else the navbar config puts there, `left` items after the
 * logo, `right` items before the search button.
 */
export default function TopNav({
  left,
  right,
  className,
}: {
  left: readonly TopNavItem[];
  right: readonly TopNavItem[];
  className?: string;
}): ReactNode {
  const [openId, setOpenId] = useState<string | null>(null);
  // Menus open and close on timers; a bar without menus ships none (see Item).
  const timers = useMemo(
    () => (process.env.VX_NAVBAR_MENUS !== 'false' || process.env.VX_DOCS_VERSIONED !== 'false' ? new MenuTimers(setOpenId) : undefined),
    [],
  );
  useEffect(() => () => timers?.dispose(), [timers]);

  useEffect(() => {
    if (openId === null) return undefined;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!(event.target as Element).closest(`.${styles.nav}`)) timers?.close();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [openId, timers]);

  if (left.length + right.length === 0) return null;
  const compact = left.length + right.length > SPACIOUS_NAV_MAX_ITEMS;
  const list = (items: readonly TopNavItem[], side: 'left' | 'right') =>
    items.length > 0 && (
      <ul className={clsx(styles.list, styles[side])}>
        {items.map((item) => (
          <Item key={item.id} item={item} openId={openId} timers={timers} />
        ))}
      </ul>
    );
  return (
    <nav aria-label={topNavName()} className={clsx(styles.nav, compact && styles.compact, className)}>
      {list(left, 'left')}
      {list(right, 'right')}
    </nav>
  );
}
