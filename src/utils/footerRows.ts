/**
 * Turns `themeConfig.footer.links` into the rows of the site footer, so that
 * writers change the footer in docusaurus.config.ts, not in a component.
 *
 * Both shapes Docusaurus accepts are read: a multi-column footer gives one
 * centred row per column (titles are not shown), a simple footer one row.
 * Items need a label and a `to` or `href`; raw `html` items are not supported
 * by our footer and are left out.
 */
import type { FooterColumnItem, FooterLinkItem } from '@docusaurus/theme-common';
import { isExternalUrl } from './links';

export interface FooterLink {
  readonly label: string;
  /** Where the link goes: a site path for internal links, a URL otherwise. */
  readonly target: string;
  /** External links open in a new tab and carry an arrow. */
  readonly external: boolean;
}

export type FooterRow = readonly FooterLink[];

function isColumn(item: FooterLinkItem | FooterColumnItem): item is FooterColumnItem {
  return Array.isArray((item as FooterColumnItem).items);
}

export function toFooterLink(item: FooterLinkItem): FooterLink | null {
  const label = typeof item.label === 'string' ? item.label : '';
  const target = item.to ?? item.href;
  if (!label || !target) return null;
  return { label, target, external: item.to === undefined && isExternalUrl(target) };
}

export function footerRows(
  links: readonly (FooterLinkItem | FooterColumnItem)[] | undefined,
): FooterRow[] {
  if (!links || links.length === 0) return [];
  const groups = links.every(isColumn)
    ? (links as FooterColumnItem[]).map((column) => column.items)
    : [links as FooterLinkItem[]];
  return groups
    .map((items) => items.map(toFooterLink).filter((link): link is FooterLink => link !== null))
    .filter((row) => row.length > 0);
}
