/**
 * Shadows @theme/DocPaginator (src/theme/swizzles.ts).
 *
 * Why here: it is the deepest part that receives the previous/next pages (the
 * stock DocItem/Paginator only reads them from useDoc and passes them on), so
 * shadowing it keeps DocItem/Paginator and DocItem/Layout stock, and the
 * generated category pages get the same cards. Why not config, CSS or a wrap:
 * the spec (§2.9) adds Shift+Arrow shortcuts, and the cards are our markup
 * rather than Infima's pagination-nav.
 */
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/DocPaginator';
import Pager from '@site/src/components/layout/Pager';

export default function DocPaginator({ previous, next, className }: Props): ReactNode {
  return <Pager previous={previous} next={next} className={className} />;
}
