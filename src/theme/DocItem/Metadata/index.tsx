/**
 * Shadows @theme/DocItem/Metadata (Docusaurus 3.10, swizzle: safe): a page
 * whose description is the literal text "undefined" gets no description tag
 * (spec §5), rather than telling search engines "undefined".
 */
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { headDescription } from '@site/src/utils/headDescription';

export default function DocItemMetadata(): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  return (
    <PageMetadata
      title={metadata.title}
      description={headDescription(metadata.description)}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
