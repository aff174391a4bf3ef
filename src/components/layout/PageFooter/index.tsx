import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { DateLocale } from '../../../utils/formatDateTime';
import PageTags, { type PageTag } from '../PageTags';
import EditLink from './EditLink';
import LastUpdated from './LastUpdated';
import styles from './styles.module.css';

export interface PageFooterProps {
  readonly editUrl?: string | null;
  /** Epoch milliseconds of the page's last update (git, or front matter `last_update.date`). */
  readonly lastUpdatedAt?: number | null;
  /** Its author, when the docs show authors (`showLastUpdateAuthor`). */
  readonly lastUpdatedBy?: string | null;
  /** The date's language and calendar; by default the site locale's (LastUpdated). */
  readonly locale?: DateLocale;
  /** The page's front-matter tags, each linking to its tag page. */
  readonly tags?: readonly PageTag[];
  readonly className?: string;
}

/**
 * The foot of a docs page (spec §2.9): the page's tags, then the edit link on
 * one side and the last update on the other. The previous/next links are the
 * Pager's. The rows carry Docusaurus' theme class names, for sites that style
 * them.
 */
export default function PageFooter({
  editUrl,
  lastUpdatedAt,
  lastUpdatedBy,
  locale,
  tags = [],
  className,
}: PageFooterProps): ReactNode {
  const hasMeta = Boolean(editUrl) || lastUpdatedAt != null || Boolean(lastUpdatedBy);
  if (!hasMeta && (process.env.VX_DOCS_TAGS !== 'true' || tags.length === 0)) return null;
  return (
    <footer className={clsx(styles.pageFooter, className)}>
      {/* A build-time constant (plugins/client-bundle): docs without tags ship no tag code. */}
      {process.env.VX_DOCS_TAGS === 'true' && tags.length > 0 && <PageTags tags={tags} className={ThemeClassNames.docs.docFooterTagsRow} />}
      {hasMeta && (
        <div className={clsx(styles.metaRow, ThemeClassNames.docs.docFooterEditMetaRow)}>
          {editUrl && <EditLink editUrl={editUrl} />}
          <LastUpdated at={lastUpdatedAt} by={lastUpdatedBy} locale={locale} />
        </div>
      )}
    </footer>
  );
}
