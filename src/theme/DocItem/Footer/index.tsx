/**
 * Shadows @theme/DocItem/Footer (src/theme/swizzles.ts).
 *
 * Why not config, CSS or a wrap: the stock footer lays out tags and the
 * translated "Last updated on <long date>" in an Infima grid, while the spec
 * (§2.9) wants "Last updated:" with a short date and time in the reader's time
 * zone beside our edit link. Only the markup changes; the data is the docs
 * plugin's: `tags`, `editUrl` (none with `custom_edit_url: null`), and
 * `lastUpdatedAt` / `lastUpdatedBy` from git or front matter `last_update`,
 * as `showLastUpdateTime` / `showLastUpdateAuthor` allow.
 */
import React, { type ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageFooter from '@site/src/components/layout/PageFooter';

export default function DocItemFooter(): ReactNode {
  const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = useDoc().metadata;
  return (
    <PageFooter
      className={ThemeClassNames.docs.docFooter}
      editUrl={editUrl}
      lastUpdatedAt={lastUpdatedAt}
      lastUpdatedBy={lastUpdatedBy}
      tags={tags}
    />
  );
}
