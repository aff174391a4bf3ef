/**
 * Shadows @theme/DocCard/Layout (src/theme/swizzles.ts): one card of a DocCardList (generated-index pages, and
 * `<DocCardList />` in MDX). DocCard itself stays stock: it picks the link,
 * the title and the description (the doc's front-matter `description`, or the
 * category's, or "N items"). Why not CSS: the stock card truncates its title
 * and description to one line each and falls back to emoji icons, which read
 * as clutter in our design; ours wraps them and draws a small icon of its
 * own, unless the writer's label starts with an emoji.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { extractLeadingEmoji } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/DocCard/Layout';
import styles from './styles.module.css';

type Kind = 'category' | 'page' | 'external';

const ICON_PATHS: Record<Kind, ReactNode> = {
  // A folder.
  category: <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />,
  // A sheet with a folded corner and two lines of text.
  page: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M9 12h6M9 16h6" />
    </>
  ),
  // An arrow leaving its box.
  external: (
    <>
      <path d="M9 6H6v12h12v-3" />
      <path d="M13 5h6v6M19 5l-8 8" />
    </>
  ),
};

function CardIcon({ kind }: { kind: Kind }): ReactNode {
  return (
    <svg className={styles.icon} width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {ICON_PATHS[kind]}
    </svg>
  );
}

export default function DocCardLayout({ item, className, href, title, description }: Props): ReactNode {
  // DocCard only lays out links and categories, which have labels; html items never reach a card.
  const { emoji } = extractLeadingEmoji('label' in item ? item.label : '');
  const kind: Kind = item.type === 'category' ? 'category' : isInternalUrl(href) ? 'page' : 'external';
  return (
    <Link href={href} className={clsx(ThemeClassNames.docs.docCard.container, styles.card, className)}>
      <h2 className={clsx(ThemeClassNames.docs.docCard.heading, styles.heading)}>
        {emoji ? (
          <span className={clsx(ThemeClassNames.docs.docCard.icon, styles.emoji)} aria-hidden="true">
            {emoji}
          </span>
        ) : (
          <CardIcon kind={kind} />
        )}
        <span className={ThemeClassNames.docs.docCard.title}>{title}</span>
      </h2>
      {description && <p className={clsx(ThemeClassNames.docs.docCard.description, styles.description)}>{description}</p>}
    </Link>
  );
}
