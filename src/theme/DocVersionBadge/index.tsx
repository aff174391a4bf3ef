/**
 * Shadows @theme/DocVersionBadge (src/theme/swizzles.ts), which the
 * stock generated-index page (DocCategoryGeneratedIndexPage) renders: the
 * same badge as our docs pages (VersionNotice), rather than Infima's.
 */
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/DocVersionBadge';
import { VersionBadge } from '@site/src/components/layout/VersionNotice';

export default function DocVersionBadge({ className }: Props): ReactNode {
  // A build-time constant (plugins/docs-versions): a site with one version ships no version notices.
  return process.env.VX_DOCS_VERSIONED === 'true' ? <VersionBadge className={className} /> : null;
}
