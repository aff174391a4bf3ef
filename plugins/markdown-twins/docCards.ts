import { applyTrailingSlash } from '@docusaurus/utils-common';
import { loadedVersions, type AllContent, type PageSource, type RouteOptions } from '../page-sources/collectPages';
import type { DocCard } from './toMarkdown';

/**
 * The cards `<DocCardList />` shows on a doc page, for its Markdown twin:
 * the items of the deepest sidebar category the page is in (the category it
 * is the index of, or the one holding it), else of its whole sidebar, as the
 * theme's DocCardList finds them (`useCurrentSidebarSiblings`). Each card is
 * a doc (its sidebar label, its description), a link, or a category (its
 * link, else its first item's; its description, else how many items it has).
 * Unlisted docs and html items get no card, as in the theme.
 */

/** What we read of the docs plugin's loaded content. */
interface CardDoc {
  id: string;
  title: string;
  permalink: string;
  description?: string;
  sidebar?: string;
  unlisted?: boolean;
  frontMatter?: { sidebar_label?: unknown };
}

interface CardSidebarItem {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  description?: string;
  items?: CardSidebarItem[];
  link?: { type: string; id?: string; permalink?: string };
}

interface CardVersion {
  versionName?: string;
  docs: CardDoc[];
  sidebars?: Record<string, CardSidebarItem[]>;
}

/** A sidebar item with its link resolved, as the theme's sidebar props have it. */
interface ResolvedItem {
  kind: 'link' | 'category';
  label: string;
  href: string | undefined;
  description: string | undefined;
  docId?: string;
  unlisted?: boolean;
  items: ResolvedItem[];
  /** How many items the sidebar gives it, html ones included (the theme's "N items"). */
  count: number;
}

const samePath = (a: string | undefined, b: string) => a !== undefined && a.replace(/\/$/, '') === b.replace(/\/$/, '');

function resolveItems(items: readonly CardSidebarItem[], docs: Map<string, CardDoc>): ResolvedItem[] {
  return items.flatMap((item): ResolvedItem[] => {
    switch (item.type) {
      case 'doc':
      case 'ref': {
        const doc = item.id ? docs.get(item.id) : undefined;
        if (!doc) return [];
        const ownLabel = typeof doc.frontMatter?.sidebar_label === 'string' ? doc.frontMatter.sidebar_label : undefined;
        return [{ kind: 'link', label: ownLabel ?? item.label ?? doc.title, href: doc.permalink, description: doc.description, docId: doc.id, unlisted: doc.unlisted, items: [], count: 0 }];
      }
      case 'link':
        return [{ kind: 'link', label: item.label ?? item.href ?? '', href: item.href, description: item.description, items: [], count: 0 }];
      case 'category': {
        const linked = item.link?.type === 'doc' && item.link.id ? docs.get(item.link.id) : undefined;
        const href = linked?.permalink ?? (item.link?.type === 'generated-index' ? item.link.permalink : undefined);
        return [
          {
            kind: 'category',
            label: item.label ?? '',
            href: linked?.unlisted ? undefined : href,
            description: item.description,
            items: resolveItems(item.items ?? [], docs),
            count: item.items?.length ?? 0,
          },
        ];
      }
      default:
        // html items: decoration, no card.
        return [];
    }
  });
}

/** Where a card leads: a link's URL, a category's own page, else its first item's. */
function firstLink(item: ResolvedItem): string | undefined {
  if (item.kind === 'link') return item.unlisted ? undefined : item.href;
  return item.href ?? item.items.map(firstLink).find((href) => href !== undefined);
}

/** The deepest category that is the page or holds it, as a path from the top. */
function categoryOf(items: readonly ResolvedItem[], permalink: string): ResolvedItem | undefined {
  for (const item of items) {
    if (item.kind !== 'category') continue;
    const deeper = categoryOf(item.items, permalink);
    if (deeper) return deeper;
    if (samePath(item.href, permalink) || item.items.some((child) => child.kind === 'link' && child.docId && samePath(child.href, permalink))) return item;
  }
  return undefined;
}

/**
 * The cards of every doc page of the site, by doc: a function of the page
 * (undefined for a page in no sidebar), and a doc's description by id.
 */
export function docCardsOf(
  allContent: AllContent,
  categoryItemsDescription: (count: number) => string,
  routes?: RouteOptions,
): { cardsOf: (page: PageSource) => DocCard[] | undefined; descriptionOf: (version: string | undefined, docId: string) => string | undefined } {
  const versions = loadedVersions(allContent) as unknown as CardVersion[];
  const byVersion = new Map(
    versions.map((version) => {
      const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
      const sidebars = new Map(Object.entries(version.sidebars ?? {}).map(([id, items]) => [id, resolveItems(items, docs)]));
      return [version.versionName ?? 'current', { docs, sidebars }] as const;
    }),
  );

  const toCard = (item: ResolvedItem): DocCard[] => {
    const link = firstLink(item);
    if (!link) return [];
    // As the theme's Link writes it: a category index doc's `/a/b/` is `/a/b` with `trailingSlash: false`.
    const href = routes && link.startsWith('/') ? applyTrailingSlash(link, routes) : link;
    const description = item.kind === 'category' ? (item.description ?? categoryItemsDescription(item.count)) : item.description;
    return [{ title: item.label, href, ...(description ? { description } : {}) }];
  };

  return {
    cardsOf(page) {
      if (!page.docId) return undefined;
      const version = byVersion.get(page.version ?? 'current');
      const sidebarId = version?.docs.get(page.docId)?.sidebar;
      const sidebar = sidebarId ? version?.sidebars.get(sidebarId) : undefined;
      if (!sidebar) return undefined;
      const items = categoryOf(sidebar, page.permalink)?.items ?? sidebar;
      return items.flatMap(toCard);
    },
    descriptionOf: (version, docId) => byVersion.get(version ?? 'current')?.docs.get(docId)?.description,
  };
}

/**
 * "3 items", from the theme's translation of a category card's description
 * (`theme.docs.DocCard.categoryDescription.plurals`, forms joined by `|`).
 */
export function categoryItemsPlural(locale: string, translations: Record<string, string>): (count: number) => string {
  const message = translations['theme.docs.DocCard.categoryDescription.plurals'] ?? '1 item|{count} items';
  const forms = message.split('|');
  const rules = new Intl.PluralRules(locale);
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = rules.resolvedOptions().pluralCategories.slice().sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return (count) => {
    const index = forms.length === categories.length ? categories.indexOf(rules.select(count)) : Math.min(categories.indexOf(rules.select(count)), forms.length - 1);
    return (forms[index] ?? forms[forms.length - 1]).replace('{count}', String(count)).trim();
  };
}
