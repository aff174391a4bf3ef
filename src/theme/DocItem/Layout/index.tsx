/**
 * Shadows @theme/DocItem/Layout (src/theme/swizzles.ts) as glue for
 * our DocLayout. Why not a wrap: the front matter layouts (layout, showLogo,
 * showOutline, showSidebar, showTopNav, content, authors, date; spec §2.5, §3)
 * and the curtain change what the page is made of, not just what surrounds it.
 * Docusaurus' own front matter shows as in a stock site: `hide_table_of_contents`
 * and `toc_min_heading_level` / `toc_max_heading_level` shape the outline,
 * `unlisted` and `draft` the notices (ContentVisibility), the docs option
 * `breadcrumbs` the trail above the page.
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
import { VersionBadge, VersionBanner } from '@site/src/components/layout/VersionNotice';
import Breadcrumbs from '@site/src/components/layout/Breadcrumbs';
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
        // Docusaurus' order: the unlisted or draft notice, the version banner, the breadcrumbs, the version badge.
        // Each is a build-time constant away: a site with one version ships no version notices
        // (plugins/docs-versions), docs without breadcrumbs no breadcrumb code (plugins/client-bundle).
        <>
          <ContentVisibility metadata={metadata} />
          {process.env.VX_DOCS_VERSIONED === 'true' && <VersionBanner />}
          {process.env.VX_DOCS_BREADCRUMBS === 'true' && <Breadcrumbs />}
          {process.env.VX_DOCS_VERSIONED === 'true' && <VersionBadge />}
        </>
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
