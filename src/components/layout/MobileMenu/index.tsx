import React, { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { useDismissable } from '@site/src/hooks/useDismissable';
import type { TopNavCustom, TopNavEntry, TopNavItem, TopNavMenu } from '../TopNav/navItems';
import NavLink from '../TopNav/NavLink';
import { CustomItem, HtmlEntry, MenuLabel, menuToggleName, topNavName } from '../TopNav';
import styles from './styles.module.css';

function Entry({ entry, onNavigate }: { entry: TopNavEntry; onNavigate: () => void }): ReactNode {
  if (process.env.VX_NAVBAR_EXTRAS !== 'false' && entry.kind === 'html') return <HtmlEntry value={entry.value} className={entry.className} itemClassName={styles.html} />;
  return (
    <li>
      {entry.kind !== 'link' ? (
        <CustomItem item={entry as TopNavCustom} mobile />
      ) : (
        <NavLink link={entry} className={styles.link} onNavigate={onNavigate} />
      )}
    </li>
  );
}

function Group({
  menu,
  open,
  onToggle,
  onNavigate,
}: {
  menu: TopNavMenu;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}): ReactNode {
  const groupId = useId();
  const chevron = (
    <span aria-hidden="true" className={styles.chevron}>
      ▾
    </span>
  );
  return (
    <li>
      {process.env.VX_NAVBAR_EXTRAS !== 'false' && menu.to ? (
        // A dropdown with a page of its own: its label leads there, the chevron opens the group.
        <div className={styles.split}>
          <NavLink link={{ kind: 'link', id: menu.id, label: menu.label, html: menu.html, to: menu.to, className: menu.className }} className={styles.link} onNavigate={onNavigate} />
          <button
            type="button"
            className={clsx(styles.link, styles.groupTrigger, styles.splitToggle)}
            aria-expanded={open}
            aria-controls={groupId}
            aria-label={menuToggleName(menu)}
            onClick={onToggle}>
            {chevron}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={clsx(styles.link, styles.groupTrigger, menu.className)}
          aria-expanded={open}
          aria-controls={groupId}
          onClick={onToggle}>
          <span className={styles.groupLabel}>
            <MenuLabel menu={menu} full />
          </span>
          {chevron}
        </button>
      )}
      <ul id={groupId} className={styles.group} hidden={!open}>
        {menu.items.map((entry) => (
          <Entry key={entry.id} entry={entry} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/**
 * On small screens the top navigation folds into this menu popover, left
 * items first; each dropdown becomes an accordion group (spec §2.7). The
 * search button stays in the bar, wherever a `search` item puts it on wide
 * screens.
 */
export default function MobileMenu({ items, className }: { items: readonly TopNavItem[]; className?: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const popoverId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  const close = useCallback(() => setOpen(false), []);
  useDismissable(open, close, root, trigger);

  const shown = items.filter((item) => item.kind !== 'search');
  if (shown.length === 0) return null;
  return (
    <div ref={root} className={clsx(styles.menu, className)}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label={translate({ id: 'vx.topNav.menuButton', message: 'Menu' })}
        onClick={() => setOpen((value) => !value)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="19" cy="12" r="1.8" fill="currentColor" />
        </svg>
      </button>
      <nav id={popoverId} aria-label={topNavName()} className={styles.popover} hidden={!open}>
        <ul className={styles.list}>
          {shown.map((item) => {
            if (item.kind === 'menu') {
              // Build-time constants (plugins/chrome-features, plugins/docs-versions): a bar without menus ships no group code.
              return process.env.VX_NAVBAR_MENUS !== 'false' || process.env.VX_DOCS_VERSIONED !== 'false' ? (
                <Group
                  key={item.id}
                  menu={item}
                  open={openGroup === item.id}
                  onToggle={() => setOpenGroup((current) => (current === item.id ? null : item.id))}
                  onNavigate={close}
                />
              ) : null;
            }
            return <Entry key={item.id} entry={item} onNavigate={close} />;
          })}
        </ul>
      </nav>
    </div>
  );
}
