import { describe, expect, it } from 'vitest';
import type { PropSidebarItem, PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';
import {
  MAX_SIDEBAR_DEPTH,
  categoryHref,
  isCurrentPage,
  isItemVisible,
  visibleItems,
  activeSectionLabel,
  isActivePath,
  isItemActive,
  sidebarDepth,
  startsExpanded,
} from '../../../../src/components/layout/Sidebar/sidebarItems';

const link = (label: string, href: string, match?: string): PropSidebarItem => ({
  type: 'link',
  label,
  href,
  ...(match ? { customProps: { match } } : {}),
});
const category = (label: string, items: PropSidebarItem[], collapsed = true): PropSidebarItemCategory => ({
  type: 'category',
  label,
  items,
  collapsed,
  collapsible: true,
});

const sidebar: PropSidebarItem[] = [
  category('Overview', [link('Intro', '/get-started/intro'), link('FAQ', '/get-started/faq')]),
  link('MessageKit', 'https://messagekit.ephemerahq.com/'),
  category('Build chat inboxes', [
    category('Get started', [link('Quickstart', '/get-started/developer-quickstart')], false),
    category('Build 1:1 chat', [link('Messages', '/dms/messages', '/dms')]),
  ]),
];

describe('isActivePath', () => {
  it('is active on the page itself, its .html twin, and pages under it', () => {
    expect(isActivePath('/get-started/intro', '/get-started/intro')).toBe(true);
    expect(isActivePath('/get-started/intro.html', '/get-started/intro')).toBe(true);
    expect(isActivePath('/dms/streams', '/dms')).toBe(true);
  });

  it('matches whole segments, never the root for everything, never other sites', () => {
    expect(isActivePath('/get-started/intro-2', '/get-started/intro')).toBe(false);
    expect(isActivePath('/get-started/intro', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/x', 'https://example.com/x')).toBe(false);
    expect(isActivePath('/x', undefined)).toBe(false);
  });
});

describe('isItemActive', () => {
  it('uses customProps.match before the link', () => {
    expect(isItemActive(link('Messages', '/dms/messages', '/dms'), '/dms/streams')).toBe(true);
    expect(isItemActive(link('Messages', '/dms/messages'), '/dms/streams')).toBe(false);
  });

  it('makes a section active when any descendant is', () => {
    expect(isItemActive(sidebar[2], '/get-started/developer-quickstart')).toBe(true);
    expect(isItemActive(sidebar[2], '/get-started/faq')).toBe(false);
  });
});

describe('startsExpanded', () => {
  it('keeps a collapsed section closed unless the current page is inside', () => {
    const overview = sidebar[0] as PropSidebarItemCategory;
    expect(startsExpanded(overview, '/privacy')).toBe(false);
    expect(startsExpanded(overview, '/get-started/faq')).toBe(true);
  });

  it('opens sections configured open, and sections that cannot collapse', () => {
    const getStarted = (sidebar[2] as PropSidebarItemCategory).items[0] as PropSidebarItemCategory;
    expect(startsExpanded(getStarted, '/privacy')).toBe(true);
    expect(startsExpanded({ ...getStarted, collapsed: true, collapsible: false }, '/privacy')).toBe(true);
  });
});

describe('activeSectionLabel', () => {
  it('names the innermost section holding the page', () => {
    expect(activeSectionLabel(sidebar, '/get-started/faq')).toBe('Overview');
    expect(activeSectionLabel(sidebar, '/dms/messages')).toBe('Build 1:1 chat');
    expect(activeSectionLabel(sidebar, '/privacy')).toBeUndefined();
  });
});

describe('sidebar depth', () => {
  it('measures nesting', () => {
    expect(sidebarDepth([link('a', '/a')])).toBe(1);
    expect(sidebarDepth(sidebar)).toBe(3);
  });

  it('keeps the site sidebar within the spec limit of 5 levels', async () => {
    const { default: sidebars } = await import('../../../../sidebars');
    const toProp = (items: unknown[]): PropSidebarItem[] =>
      items.map((item) => {
        const entry = item as { type: string; items?: unknown[]; label?: string };
        return entry.type === 'category'
          ? category(entry.label ?? '', toProp(entry.items ?? []))
          : link(entry.label ?? '', '/x');
      });
    for (const items of Object.values(sidebars)) {
      expect(sidebarDepth(toProp(items as unknown[]))).toBeLessThanOrEqual(MAX_SIDEBAR_DEPTH);
    }
  });
});

describe('categories with a page of their own', () => {
  const linked = (href: string, items: PropSidebarItem[], extra: Partial<PropSidebarItemCategory> = {}): PropSidebarItemCategory => ({
    ...category('Guides', items),
    href,
    ...extra,
  });

  it('lead to their page, unless that page is unlisted', () => {
    expect(categoryHref(linked('/guides/', []))).toBe('/guides/');
    expect(categoryHref(linked('/guides', [], { linkUnlisted: true }))).toBeUndefined();
    expect(categoryHref(category('Plain', []))).toBeUndefined();
  });

  it('are active on their page, written with or without the trailing slash Docusaurus gives index pages', () => {
    const guides = linked('/guides/', [link('Child', '/guides/child')]);
    expect(isItemActive(guides, '/guides')).toBe(true);
    expect(isItemActive(guides, '/guides.html')).toBe(true);
    expect(isCurrentPage('/guides', guides.href)).toBe(true);
    expect(isCurrentPage('/guides/child', guides.href)).toBe(false);
    expect(activeSectionLabel([guides], '/guides')).toBe('Guides');
  });
});

describe('isItemVisible', () => {
  const unlisted: PropSidebarItem = { type: 'link', label: 'Draft', href: '/guides/draft', unlisted: true };

  it('hides an unlisted doc except on its own page', () => {
    expect(isItemVisible(unlisted, '/guides/intro')).toBe(false);
    expect(isItemVisible(unlisted, '/guides/draft')).toBe(true);
    expect(isItemVisible(unlisted, '/guides/draft.html')).toBe(true);
  });

  it('drops a category whose items are all hidden, unless it leads somewhere or holds the page', () => {
    const onlyUnlisted = category('Fixed', [unlisted]);
    expect(isItemVisible(onlyUnlisted, '/guides/intro')).toBe(false);
    expect(isItemVisible(onlyUnlisted, '/guides/draft')).toBe(true);
    expect(isItemVisible({ ...onlyUnlisted, href: '/fixed' }, '/guides/intro')).toBe(true);
    expect(isItemVisible({ ...onlyUnlisted, href: '/fixed', linkUnlisted: true }, '/guides/intro')).toBe(false);
  });

  it('keeps html items and filters a list in order', () => {
    const html: PropSidebarItem = { type: 'html', value: '<b>Note</b>', defaultStyle: true };
    expect(visibleItems([html, unlisted, link('A', '/a')], '/a').map((item) => item.type)).toEqual(['html', 'link']);
  });

  it('leaves unlisted pages out of the curtain label elsewhere', () => {
    expect(activeSectionLabel([category('Fixed', [unlisted])], '/guides/intro')).toBeUndefined();
    expect(activeSectionLabel([category('Fixed', [unlisted])], '/guides/draft')).toBe('Fixed');
  });
});
