import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { nextTheme, type Theme } from '../../../utils/theme';
import styles from './styles.module.css';

export interface ThemeToggleProps {
  /** The theme in effect now; a press asks for the other one. */
  readonly theme: Theme;
  readonly onToggle: (next: Theme) => void;
  readonly className?: string;
}

/**
 * The top bar's light/dark switch (spec §2.7). Which icon shows is decided by
 * CSS on html[data-theme], set before first paint, so the server-rendered
 * button never flashes the wrong icon; the name comes from React state, which
 * matches that attribute once hydrated.
 */
export default function ThemeToggle({ theme, onToggle, className }: ThemeToggleProps): ReactNode {
  // The name says what a press switches to.
  const label =
    nextTheme(theme) === 'dark'
      ? translate({ id: 'vx.themeToggle.toDark', message: 'Switch to dark mode', description: 'The accessible name of the colour mode toggle in light mode' })
      : translate({ id: 'vx.themeToggle.toLight', message: 'Switch to light mode', description: 'The accessible name of the colour mode toggle in dark mode' });
  return (
    <button
      type="button"
      className={clsx(styles.toggle, className)}
      aria-label={label}
      title={label}
      onClick={() => onToggle(nextTheme(theme))}>
      <svg className={clsx(styles.icon, styles.moon)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
      </svg>
      <svg className={clsx(styles.icon, styles.sun)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
      </svg>
    </button>
  );
}
