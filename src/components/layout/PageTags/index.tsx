import React, { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** A tag of a page, as the docs plugin gives it (`metadata.tags`). */
export interface PageTag {
  readonly label: string;
  /** The tag's page, which lists every page with the tag. */
  readonly permalink: string;
  /** From the tags file (`tags.yml`); shown as the link's tooltip. */
  readonly description?: string;
}

/**
 * A link to a tag's page, as a pill; with `count`, the number of pages that
 * have the tag beside the label (the tags list page).
 */
export function TagLink({ label, permalink, description, count }: PageTag & { count?: number }): ReactNode {
  return (
    <Link className={styles.tag} to={permalink} rel="tag" title={description}>
      {label}
      {count !== undefined && <span className={styles.count}>{count}</span>}
    </Link>
  );
}

/**
 * A page's front-matter tags: "Tags:" and a link to each tag's page, as
 * pills. The visible label names the list for screen readers too.
 */
export default function PageTags({ tags, className }: { tags: readonly PageTag[]; className?: string }): ReactNode {
  const labelId = useId();
  if (tags.length === 0) return null;
  return (
    <div className={clsx(styles.pageTags, className)}>
      <span id={labelId} className={styles.label}>
        <Translate id="theme.tags.tagsListLabel">Tags:</Translate>
      </span>
      <ul className={styles.list} aria-labelledby={labelId}>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <TagLink {...tag} />
          </li>
        ))}
      </ul>
    </div>
  );
}
