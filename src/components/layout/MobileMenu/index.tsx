import React, { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { useDismissable } from '@site/src/hooks/useDismissable';
import type { TopNavItem } from '../TopNav/navItems';
import NavLink from '../TopNav/NavLink';
import styles from './styles.module.css';

/**
 * On small screens the top navigation folds into this menu popover; each
 * dropdown becomes an accordion group (spec §2.7).
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

  if (items.length === 0) return null;
  return (
    <div ref={root} className={clsx(styles.menu, className)}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="19" cy="12" r="1.8" fill="currentColor" />
        </svg>
      </button>
      <nav id={popoverId} aria-label="Top" className={styles.popover} hidden={!open}>
        <ul className={styles.list}>
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.id}>
                <NavLink link={item} className={styles.link} onNavigate={() => setOpen(false)} />
              </li>
            ) : (
              <li key={item.id}>
                <button
                  type="button"
                  className={clsx(styles.link, styles.groupTrigger)}
                  aria-expanded={openGroup === item.id}
                  onClick={() => setOpenGroup((current) => (current === item.id ? null : item.id))}>
                  {item.fullLabel ?? item.label}
                  <span aria-hidden="true" className={styles.chevron}>
                    ▾
                  </span>
                </button>
                <ul className={styles.group} hidden={openGroup !== item.id}>
                  {item.items.map((link) => (
                    <li key={link.id}>
                      <NavLink link={link} className={styles.link} onNavigate={() => setOpen(false)} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
