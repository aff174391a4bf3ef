/**
 * Shadows @theme/DocItem/Metadata (Docusaurus 3.10, swizzle: safe): a page
 * whose description is the literal text "undefined" gets no description tag
 * (spec §5), rather than telling search engines "undefined"; and a page
 * with a Markdown twin points tools at it with a `rel="alternate"` link.
 */
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { headDescription } from '@site/src/utils/headDescription';
import { isListedPage, markdownTwinPath } from '@site/src/markdownTwins';

export default function DocItemMetadata(): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  return (
    <>
      <PageMetadata
        title={metadata.title}
        description={headDescription(metadata.description)}
        keywords={frontMatter.keywords}
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
