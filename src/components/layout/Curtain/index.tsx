import React, { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { useDismissable } from '@site/src/hooks/useDismissable';
import { outlineTitle } from '../Outline';
import styles from './styles.module.css';

export interface CurtainProps {
  /** What the sidebar button says: the current section, else the page title. */
  sidebarLabel: string;
  /** The sidebar shown in the drawer; none hides the button. */
  sidebar?: ReactNode;
  /** The page outline for the "On this page" popover; none hides it. */
  outline?: ReactNode;
}

/** Whether the top bar has scrolled out of view; then the Top button appears. */
function useTopBarHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const topBar = document.querySelector('.navbar');
    if (!topBar || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setHidden(!entry.isIntersecting));
    observer.observe(topBar);
    return () => observer.disconnect();
  }, []);
  return hidden;
}

function scrollToTop(): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

function SidebarDrawer({ label, children }: { label: string; children: ReactNode }): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  // The drawer's sidebar mounts on first open: most visits never open it, and
  // on wide screens the curtain is not even shown.
  const [everOpened, setEverOpened] = useState(false);
  const { pathname } = useLocation();

  // A link followed inside the drawer lands on a new page: close it.
  useEffect(() => {
    if (dialog.current?.open) dialog.current.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className={clsx(styles.button, styles.sidebarButton)}
        aria-haspopup="dialog"
        onClick={() => {
          setEverOpened(true);
          dialog.current?.showModal();
        }}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h10" />
        </svg>
        <span className={styles.label}>{label}</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label={translate({ id: 'vx.curtain.drawerLabel', message: 'Docs navigation', description: 'The accessible name of the sidebar drawer on small screens' })}
        // A click on the backdrop lands on the dialog itself, not its content.
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}>
        <div className={styles.drawerBody}>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label={translate({ id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', message: 'Close navigation', description: 'The button that closes the sidebar drawer on small screens' })}>
            ×
          </button>
          {everOpened && children}
        </div>
      </dialog>
    </>
  );
}

function OutlinePopover({ children }: { children: ReactNode }): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();

  useEffect(() => setOpen(false), [pathname, hash]);

  const close = useCallback(() => setOpen(false), []);
  useDismissable(open, close, root, trigger);

  return (
    <div ref={root} className={styles.popoverRoot}>
      <button
        ref={trigger}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}>
        {outlineTitle()}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div
        id={panelId}
        className={styles.popover}
        hidden={!open}
        // Following a link in the outline closes the popover.
        onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
        {/* Mounted only while open: a closed outline needn't track scrolling. */}
        {open && children}
      </div>
    </div>
  );
}

/**
 * The bar beneath the top bar on small screens (spec §2.7): the sidebar
 * button, a Top button once the top bar has scrolled away, and the
 * "On this page" popover. Sticky, so it stays while the page scrolls.
 */
export default function Curtain({ sidebarLabel, sidebar, outline }: CurtainProps): ReactNode {
  const topBarHidden = useTopBarHidden();
  return (
    <div className={clsx(styles.curtain, 'vx-curtain')}>
      {sidebar ? <SidebarDrawer label={sidebarLabel}>{sidebar}</SidebarDrawer> : <span className={styles.title}>{sidebarLabel}</span>}
      <div className={styles.end}>
        {topBarHidden && (
          <button type="button" className={styles.button} onClick={scrollToTop}>
            {translate({ id: 'vx.curtain.top', message: 'Top', description: 'The curtain button that scrolls back to the top of the page' })}
            <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
              <path d="M6 10V2.5M2.5 6 6 2.5 9.5 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        )}
        {outline && <OutlinePopover>{outline}</OutlinePopover>}
      </div>
    </div>
  );
}
