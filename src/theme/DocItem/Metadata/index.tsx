/**
 * Shadows @theme/DocItem/Metadata (src/theme/swizzles.ts): a page
 * whose description is the literal text "undefined" gets no description tag
 * (spec §5), rather than telling search engines "undefined"; a page with a
 * Markdown twin points tools at it with a `rel="alternate"` link; and the
 * page's `keywords` come back from the server's HTML (see useKeywords).
 * Otherwise as stock: title, description, keywords and the page's `image`
 * (which replaces the site's card: the deepest og:image wins).
 */
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { headDescription } from '@site/src/utils/headDescription';
import { isListedPage, markdownTwinPath } from '@site/src/markdownTwins';
import { serverKeywords } from './serverKeywords';

/**
 * The page's front-matter keywords, for `<meta name="keywords">`. The server
 * renders them from the front matter; the browser bundle leaves them out
 * (plugins/client-bundle/mdxKeywordsLoader.cjs) and takes them from the tag
 * the server sent, so the tag stays once the app has taken the page over. A
 * page reached by a client-side navigation has none, which no crawler sees.
 */
function useKeywords(fromFrontMatter: string[] | undefined): string | string[] | undefined {
  const { pathname } = useLocation();
  return fromFrontMatter ?? serverKeywords(pathname);
}

export default function DocItemMetadata(): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  const keywords = useKeywords(frontMatter.keywords);
  return (
    <>
      <PageMetadata
        title={metadata.title}
        description={headDescription(metadata.description)}
        keywords={keywords}
        image={assets.image ?? frontMatter.image}
      />
      {isListedPage(metadata, frontMatter) && (
        <Head>
          <link rel="alternate" type="text/markdown" href={markdownTwinPath(metadata.permalink)} />
        </Head>
      )}
    </>
  );
}
