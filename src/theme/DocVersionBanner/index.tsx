/**
 * Shadows @theme/DocVersionBanner (src/theme/swizzles.ts), which the
 * stock generated-index page (DocCategoryGeneratedIndexPage) renders: the
 * same banner as our docs pages (VersionNotice), rather than Infima's alert.
 */
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/DocVersionBanner';
import { VersionBanner } from '@site/src/components/layout/VersionNotice';

export default function DocVersionBanner({ className }: Props): ReactNode {
  // A build-time constant (plugins/docs-versions): a site with one version ships no version notices.
  return process.env.VX_DOCS_VERSIONED === 'true' ? <VersionBanner className={className} /> : null;
}
