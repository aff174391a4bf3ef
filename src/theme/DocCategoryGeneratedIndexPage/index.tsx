/**
 * Shadows @theme/DocCategoryGeneratedIndexPage (src/theme/swizzles.ts): a category's generated index (`link:
 * {type: 'generated-index'}` in a sidebar or `_category_.json`) laid out like
 * our docs pages, with DocLayout. Why not the stock page: it has no curtain,
 * so on a phone a reader on it could not open the sidebar. The content is
 * stock's: title, description, a card per item of the category, the
 * breadcrumbs, version notices and the pager; the head gets the index's
 * title, description, keywords and image.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { PageMetadata } from '@docusaurus/theme-common';
import { useCurrentSidebarCategory, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocCategoryGeneratedIndexPage';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import Heading from '@theme/Heading';
import DocLayout from '@site/src/components/layout/DocLayout';
import { resolveLayout } from '@site/src/components/layout/DocLayout/layoutOptions';
import Breadcrumbs from '@site/src/components/layout/Breadcrumbs';
import Sidebar from '@site/src/components/layout/Sidebar';
import { activeSectionLabel } from '@site/src/components/layout/Sidebar/sidebarItems';
import { VersionBadge, VersionBanner } from '@site/src/components/layout/VersionNotice';
import styles from './styles.module.css';

export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex: index }: Props): ReactNode {
  const category = useCurrentSidebarCategory();
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const image = useBaseUrl(index.image);
  return (
    <>
      <PageMetadata title={index.title} description={index.description} keywords={index.keywords} image={index.image ? image : undefined} />
      <DocLayout
        layout={resolveLayout({}, { hasSidebarItems: Boolean(sidebar?.items.length) })}
        notices={
          // As on docs pages (src/theme/DocItem/Layout): each part is a build-time constant away when unused.
          <>
            {process.env.VX_DOCS_VERSIONED === 'true' && <VersionBanner />}
            {process.env.VX_DOCS_BREADCRUMBS === 'true' && <Breadcrumbs />}
            {process.env.VX_DOCS_VERSIONED === 'true' && <VersionBadge />}
          </>
        }
        content={
          <>
            <header className={clsx('markdown', styles.header)}>
              <Heading as="h1">{index.title}</Heading>
              {index.description && <p>{index.description}</p>}
            </header>
            <DocCardList items={category.items} />
          </>
        }
        footer={undefined}
        pager={<DocPaginator previous={index.navigation.previous} next={index.navigation.next} />}
        curtainSidebar={sidebar ? <Sidebar items={sidebar.items} path={pathname} /> : undefined}
        curtainLabel={(sidebar && activeSectionLabel(sidebar.items, pathname)) ?? index.title}
      />
    </>
  );
}
