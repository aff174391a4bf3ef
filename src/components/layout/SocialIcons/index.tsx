import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { SocialLink } from '@site/src/theme-extras';
import { SocialGlyph } from './icons';
import styles from './styles.module.css';

/** The top bar's social links: icons named by their label, each opening a new tab. */
export default function SocialIcons({ socials, className }: { socials: readonly SocialLink[]; className?: string }): ReactNode {
  if (socials.length === 0) return null;
  return (
    <ul className={clsx(styles.socials, className)}>
      {socials.map((social) => (
        <li key={social.link}>
          <a
            className={styles.social}
            href={social.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={social.label}
            title={social.label}>
            <SocialGlyph icon={social.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
