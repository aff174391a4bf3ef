/**
 * Wraps @theme/DocCategoryGeneratedIndexPage (Docusaurus 3.10, swizzle: safe
 * to wrap) to put our curtain above it. Why: on phones the docs sidebar lives
 * in the curtain's drawer, which doc pages get from DocItem/Layout; a
 * category's generated index is no doc page, so without this its readers on
 * a phone could not reach the sidebar at all. On wide screens the curtain is
 * hidden and the sidebar column shows as on any docs page.
 */
import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import OriginalPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type { Props } from '@theme/DocCategoryGeneratedIndexPage';
import Curtain from '@site/src/components/layout/Curtain';
import Sidebar from '@site/src/components/layout/Sidebar';
import { activeSectionLabel } from '@site/src/components/layout/Sidebar/sidebarItems';

export default function DocCategoryGeneratedIndexPage(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  return (
    <>
      <Curtain
        sidebarLabel={(sidebar && activeSectionLabel(sidebar.items, pathname)) ?? props.categoryGeneratedIndex.title}
        sidebar={sidebar ? <Sidebar items={sidebar.items} path={pathname} /> : undefined}
      />
      <OriginalPage {...props} />
    </>
  );
}
