/**
 * Shadows @theme/DocItem/Layout (Docusaurus 3.10, swizzle: unsafe) as glue for
 * our DocLayout. Why not a wrap: the front matter layouts (layout, showLogo,
 * showOutline, showSidebar, showTopNav, content, authors, date; spec §2.5, §3)
 * and the curtain change what the page is made of, not just what surrounds it.
 */
import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocItem/Layout';
import ContentVisibility from '@theme/ContentVisibility';
import DocLayout from '@site/src/components/layout/DocLayout';
import DocItemContent from '@theme/DocItem/Content';
import Outline from '@site/src/components/layout/Outline';
import DocItemFooter from '@theme/DocItem/Footer';
import Sidebar from '@site/src/components/layout/Sidebar';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import { resolveLayout, type LayoutFrontMatter } from '@site/src/components/layout/DocLayout/layoutOptions';
import { activeSectionLabel } from '@site/src/components/layout/Sidebar/sidebarItems';
import PageActions from '@site/src/components/layout/PageActions';
import VersionNotice from '@site/src/components/layout/VersionNotice';
import { isListedPage, markdownTwinPath } from '@site/src/markdownTwins';

export default function DocItemLayout({ children }: Props): ReactNode {
  const { metadata, frontMatter, toc } = useDoc();
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const layout = resolveLayout(frontMatter as LayoutFrontMatter, { hasSidebarItems: Boolean(sidebar?.items.length) });
  const hasOutline = !frontMatter.hide_table_of_contents && toc.length > 0;
  const extra = frontMatter as { authors?: string | string[]; date?: string };
  return (
    <DocLayout
      layout={layout}
      notices={
        // A build-time constant (plugins/docs-versions): a site with one version ships no version notices.
        process.env.VX_DOCS_VERSIONED === 'true' ? (
          <>
            <VersionNotice />
            <ContentVisibility metadata={metadata} />
          </>
        ) : (
          <ContentVisibility metadata={metadata} />
        )
      }
      pageActions={isListedPage(metadata, frontMatter) ? <PageActions key={metadata.permalink} markdownUrl={markdownTwinPath(metadata.permalink)} /> : undefined}
      content={<DocItemContent>{children}</DocItemContent>}
      footer={<DocItemFooter />}
      pager={<DocItemPaginator />}
      outline={hasOutline ? <DocItemTOCDesktop /> : undefined}
      curtainOutline={
        hasOutline ? (
          <Outline toc={toc} minLevel={frontMatter.toc_min_heading_level} maxLevel={frontMatter.toc_max_heading_level} headingId="curtain-outline" />
        ) : undefined
      }
      curtainSidebar={sidebar ? <Sidebar items={sidebar.items} path={pathname} /> : undefined}
      curtainLabel={(sidebar && activeSectionLabel(sidebar.items, pathname)) ?? metadata.title}
      authors={extra.authors}
      date={extra.date}
    />
  );
}
