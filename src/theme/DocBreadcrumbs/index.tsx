/**
 * Shadows @theme/DocBreadcrumbs (src/theme/swizzles.ts), which the
 * stock generated-index page (DocCategoryGeneratedIndexPage) renders: the
 * same trail as our docs pages (src/components/layout/Breadcrumbs), in our
 * design rather than Infima's.
 */
import React, { type ReactNode } from 'react';
import Breadcrumbs from '@site/src/components/layout/Breadcrumbs';

export default function DocBreadcrumbs(): ReactNode {
  // A build-time constant (plugins/client-bundle): docs without breadcrumbs ship no breadcrumb code.
  return process.env.VX_DOCS_BREADCRUMBS === 'true' ? <Breadcrumbs /> : null;
}
