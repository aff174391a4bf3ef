import React, { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { MenuTimers } from './menuTimers';
import { SPACIOUS_NAV_MAX_ITEMS, type TopNavItem, type TopNavMenu } from './navItems';
import NavLink from './NavLink';
import styles from './styles.module.css';

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
  return (
    <li
      className={styles.item}
      onPointerEnter={(event) => event.pointerType === 'mouse' && timers.pointerEnter(menu.id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && timers.pointerLeave(menu.id)}
      onKeyDown={onKeyDown}>
      <button
        type="button"
        className={clsx(styles.link, styles.trigger)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={menu.fullLabel}
        onClick={() => timers.toggle(menu.id)}>
        {menu.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {menu.items.map((link) => (
          <li key={link.id}>
            <NavLink link={link} className={styles.panelLink} onNavigate={() => timers.close()} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop top navigation: links, and dropdowns that open on hover or click. */
export default function TopNav({ items, className }: { items: readonly TopNavItem[]; className?: string }): ReactNode {
  const [openId, setOpenId] = useState<string | null>(null);
  const timers = useMemo(() => new MenuTimers(setOpenId), []);
  useEffect(() => () => timers.dispose(), [timers]);

  useEffect(() => {
    if (openId === null) return undefined;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!(event.target as Element).closest(`.${styles.nav}`)) timers.close();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [openId, timers]);

  if (items.length === 0) return null;
  return (
    <nav aria-label="Top" className={clsx(styles.nav, className)}>
      <ul className={clsx(styles.list, items.length > SPACIOUS_NAV_MAX_ITEMS && styles.compact)}>
        {items.map((item) =>
          item.kind === 'menu' ? (
            <Dropdown key={item.id} menu={item} open={openId === item.id} timers={timers} />
          ) : (
            <li key={item.id} className={styles.item}>
              <NavLink link={item} className={styles.link} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
