import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * A Markdown table in a box that scrolls sideways when the table is wider
 * than the column (phones, long code cells). A box that scrolls must be
 * reachable by keyboard to be scrolled without a pointer (WCAG 2.1.1), so it
 * becomes a named, focusable region then; a table that fits stays out of
 * the Tab order.
 */
export default function Table(props: ComponentProps<'table'>): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    // The observer reports once at the start, after the browser's own layout
    // (measuring here, during hydration, would force an extra layout of the
    // page), then whenever the column narrows with the window or the table
    // widens as fonts load.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={boxRef}
      className={styles.box}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': translate({ id: 'vx.table.scrollsLabel', message: 'Table, scrolls sideways', description: 'The accessible name of a table too wide for the column' }) } : {})}>
      <table {...props} />
    </div>
  );
}
