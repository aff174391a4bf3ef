/**
 * Shadows @theme/Tag (src/theme/swizzles.ts): a tag on the stock tags list page (`/tags`, TagsListByLetter)
 * and wherever the theme lists tags, as the same pill our docs pages show
 * (PageTags) rather than Infima's arrow-shaped tag.
 */
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Tag';
import { TagLink } from '@site/src/components/layout/PageTags';

export default function Tag({ label, permalink, description, count }: Props): ReactNode {
  return <TagLink label={label} permalink={permalink} description={description} count={count} />;
}
