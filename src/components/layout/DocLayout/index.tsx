import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import Authors from '../../mdx/Authors';
import Curtain from '../Curtain';
import { contentStyle, layoutClassNames, type ResolvedLayout } from './layoutOptions';
import styles from './styles.module.css';

export interface DocLayoutProps {
  layout: ResolvedLayout;
  /** The rendered page (title and body), its footer and its pager. */
  content: ReactNode;
  footer: ReactNode;
  pager: ReactNode;
  /** The right-hand outline column, when the page has one. */
  outline?: ReactNode;
  /** The same outline for the curtain's popover on small screens. */
  curtainOutline?: ReactNode;
  /** The sidebar for the curtain's drawer on small screens. */
  curtainSidebar?: ReactNode;
  curtainLabel: string;
  authors?: string | string[];
  date?: string;
  /** Notices above the article (e.g. the unlisted-page warning). */
  notices?: ReactNode;
  /** Actions on the page as a whole (Copy page), above its title. */
  pageActions?: ReactNode;
}

/**
 * A docs page (spec §2.5): the curtain on small screens, the content area
 * (id vocs-content) with the page, its footer and pager, and the outline on
 * the right. Which parts show follows the page's layout options, applied as
 * classes on <html> so the surrounding chrome (sidebar, top bar) follows too.
 */
export default function DocLayout({
  layout,
  content,
  footer,
  pager,
  outline,
  curtainOutline,
  curtainSidebar,
  curtainLabel,
  authors,
  date,
  notices,
  pageActions,
}: DocLayoutProps): ReactNode {
  const showOutline = layout.showOutline && Boolean(outline);
  return (
    <HtmlClassNameProvider className={layoutClassNames(layout)}>
      <div className="row">
        <div className={clsx('col', styles.main, showOutline && styles.mainBesideOutline)}>
          {layout.layout === 'docs' && (
            <Curtain
              sidebarLabel={curtainLabel}
              sidebar={layout.showSidebar ? curtainSidebar : undefined}
              outline={layout.showOutline ? curtainOutline : undefined}
            />
          )}
          <div id="vocs-content" className={styles.content} style={contentStyle(layout.content)}>
            {notices}
            <article>
              {pageActions}
              <Authors authors={authors} date={date} />
              {content}
              {footer}
            </article>
            {pager}
          </div>
        </div>
        {showOutline && <div className={clsx('col col--3', styles.outline)}>{outline}</div>}
      </div>
    </HtmlClassNameProvider>
  );
}
