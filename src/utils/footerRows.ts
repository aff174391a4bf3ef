/**
 * Turns `themeConfig.footer.links` into what the site footer draws, so that
 * writers change the footer in docusaurus.config.ts, not in a component.
 *
 * Both shapes Docusaurus accepts are read: a multi-column footer gives one
 * column per entry (its `title` and `className` kept), a simple footer one
 * column without a title. Items are links (a label and a `to` or `href`) or
 * `html` items, drawn as written. The footer shows untitled columns as
 * centred rows (the XMTP site's), titled ones as columns (see SiteFooter).
 */
import type { FooterColumnItem, FooterLinkItem } from '@docusaurus/theme-common';
import { isExternalUrl } from './links';

export interface FooterLink {
  readonly kind: 'link';
  readonly label: string;
  /** Where the link goes: a site path for internal links, a URL otherwise. */
  readonly target: string;
  /** External links open in a new tab and carry an arrow. */
  readonly external: boolean;
  readonly className?: string;
}

export interface FooterHtml {
  readonly kind: 'html';
  /** The writer's HTML, drawn as written (Docusaurus does the same). */
  readonly html: string;
  readonly className?: string;
}

export type FooterItem = FooterLink | FooterHtml;

export interface FooterColumn {
  readonly title?: string;
  readonly className?: string;
  readonly items: readonly FooterItem[];
}

export type FooterRow = readonly FooterItem[];

function isColumn(item: FooterLinkItem | FooterColumnItem): item is FooterColumnItem {
  return Array.isArray((item as FooterColumnItem).items);
}

const withClass = (className: string | undefined) => (className ? { className } : {});

export function toFooterItem(item: FooterLinkItem): FooterItem | null {
  if (typeof item.html === 'string') return { kind: 'html', html: item.html, ...withClass(item.className) };
  const label = typeof item.label === 'string' ? item.label : '';
  const target = item.to ?? item.href;
  if (!label || !target) return null;
  return { kind: 'link', label, target, external: item.to === undefined && isExternalUrl(target), ...withClass(item.className) };
}

export function footerColumns(links: readonly (FooterLinkItem | FooterColumnItem)[] | undefined): FooterColumn[] {
  if (!links || links.length === 0) return [];
  const columns: { title?: string | null; className?: string; items: FooterLinkItem[] }[] = links.every(isColumn)
    ? (links as FooterColumnItem[])
    : [{ items: links as FooterLinkItem[] }];
  return columns
    .map((column) => ({
      ...(column.title ? { title: column.title } : {}),
      ...withClass(column.className),
      items: column.items.flatMap((item) => toFooterItem(item) ?? []),
    }))
    .filter((column) => column.items.length > 0 || column.title !== undefined);
}

/** Whether the footer is drawn as titled columns rather than centred rows. */
export function hasTitledColumns(columns: readonly FooterColumn[]): boolean {
  return columns.some((column) => column.title !== undefined);
}

/** The centred rows of an untitled footer: one per column, top to bottom. */
export function footerRows(links: readonly (FooterLinkItem | FooterColumnItem)[] | undefined): FooterRow[] {
  return footerColumns(links)
    .map((column) => column.items)
    .filter((row) => row.length > 0);
}
