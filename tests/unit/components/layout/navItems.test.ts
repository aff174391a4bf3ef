import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { describe, expect, it, vi } from 'vitest';
import {
  docsPluginIdsOf,
  isExternal,
  resolveTopNav,
  type DocsNavContext,
  type NavContext,
  type NavbarItemConfig,
  type TopNavItem,
  type TopNavLink,
  type TopNavMenu,
} from '../../../../src/components/layout/TopNav/navItems';

const version = (name: string, label: string, path: string, extra: Partial<GlobalVersion> = {}): GlobalVersion => {
  const prefix = path === '/' ? '' : path;
  return {
    name,
    label,
    path,
    isLast: name === '1.0',
    mainDocId: 'intro',
    docs: [
      { id: 'intro', path: `${prefix}/intro`, sidebar: 'guides' },
      { id: 'faq', path: `${prefix}/faq`, sidebar: 'guides' },
      { id: 'reference/api', path: `${prefix}/reference/api`, sidebar: 'reference' },
      { id: 'draft-ish', path: `${prefix}/draft-ish`, sidebar: 'guides', unlisted: true },
    ],
    draftIds: ['wip'],
    sidebars: {
      guides: { link: { path: `${prefix}/intro`, label: 'intro' } },
      reference: { link: { path: `${prefix}/reference/api`, label: 'API' } },
      empty: {},
    },
    ...extra,
  };
};

const NEXT = version('current', 'Next', '/next');
const LATEST = version('1.0', '1.0', '/');

/** The docs plugin's view of `pathname` on a site with Next and 1.0, as useTopNav builds it. */
function docsOn(pathname: string, versions: GlobalVersion[] = [NEXT, LATEST], preferred?: GlobalVersion): DocsNavContext {
  const activeVersion = versions.find((candidate) => pathname.startsWith(candidate.path === '/' ? '/' : `${candidate.path}/`)) ?? versions.at(-1)!;
  const activeDoc = activeVersion.docs.find((doc) => doc.path === pathname);
  const latest = versions.find((candidate) => candidate.isLast) ?? versions[0];
  const candidates = [...new Set([activeDoc ? activeVersion : undefined, preferred, latest].filter((entry) => entry !== undefined))];
  return {
    activeDoc,
    activeVersion,
    alternateDocVersions: activeDoc
      ? Object.fromEntries(versions.flatMap((candidate) => candidate.docs.filter((doc) => doc.id === activeDoc.id).map((doc) => [candidate.name, doc])))
      : {},
    candidates,
    versions,
    shownVersion: candidates[0],
    choose: vi.fn(),
  };
}

function contextOn(pathname: string, overrides: Partial<NavContext> = {}): NavContext {
  return {
    pathname,
    suffix: '',
    withBaseUrl: (path) => (path.startsWith('/') ? path : `/${path}`),
    // One version unless a test says otherwise: a second one adds the automatic version menu.
    docs: { default: docsOn(pathname, [LATEST]) },
    locale: { current: 'en', locales: [{ locale: 'en', label: 'English' }], hrefOf: () => '' },
    ...overrides,
  };
}

const linkOf = (item: TopNavItem | undefined) => item as TopNavLink;
const menuOf = (item: TopNavItem | undefined) => item as TopNavMenu;

describe('resolveTopNav: links', () => {
  it("draws the XMTP site's two right-hand links as they are, external, with nothing current", () => {
    const { left, right, placesSearch } = resolveTopNav(
      [
        { label: 'Support 💬', href: 'https://converse.xyz/x', position: 'right' },
        { label: 'XMTP.org', href: 'https://xmtp.org/', position: 'right' },
      ],
      contextOn('/get-started/intro', { docs: { default: docsOn('/intro', [LATEST]) } }),
    );
    expect(left).toEqual([]);
    expect(placesSearch).toBe(false);
    expect(right).toEqual([
      { kind: 'link', id: 'nav-0', label: 'Support 💬', href: 'https://converse.xyz/x' },
      { kind: 'link', id: 'nav-1', label: 'XMTP.org', href: 'https://xmtp.org/' },
    ]);
    expect(right.every((item) => isExternal(linkOf(item)))).toBe(true);
  });

  it("puts items without a position on the left, Docusaurus' default", () => {
    const { left, right } = resolveTopNav([{ label: 'Guides', to: '/intro' }], contextOn('/'));
    expect(left.map((item) => item.id)).toEqual(['nav-0']);
    expect(right).toEqual([]);
  });

  it('marks a site link current on its page and under it, and keeps className, target, rel and an html label', () => {
    const config: NavbarItemConfig[] = [
      { label: 'Guides', to: '/guides', className: 'my-link', target: '_blank', rel: 'noopener' },
      { html: '<b>API</b>', to: '/reference/api' },
    ];
    const onGuides = resolveTopNav(config, contextOn('/guides')).left;
    expect(onGuides[0]).toEqual({ kind: 'link', id: 'nav-0', label: 'Guides', to: '/guides', className: 'my-link', target: '_blank', rel: 'noopener', current: 'page' });
    expect(linkOf(onGuides[1])).toMatchObject({ html: '<b>API</b>', label: '', to: '/reference/api' });
    expect(linkOf(onGuides[1]).current).toBeUndefined();
    expect(linkOf(resolveTopNav(config, contextOn('/guides/setup.html')).left[0]).current).toBe(true);
    expect(linkOf(resolveTopNav(config, contextOn('/guidesx')).left[0]).current).toBeUndefined();
  });

  it('follows activeBasePath and activeBaseRegex where they are set', () => {
    const config: NavbarItemConfig[] = [
      { label: 'Docs', to: '/intro', activeBasePath: '/reference' },
      { label: 'Blog', to: '/intro', activeBaseRegex: '^/(blog|news)/' },
    ];
    const [docs, blog] = resolveTopNav(config, contextOn('/reference/api')).left.map(linkOf);
    expect(docs.current).toBe(true);
    expect(blog.current).toBeUndefined();
    expect(linkOf(resolveTopNav(config, contextOn('/news/2024')).left[1]).current).toBe(true);
    expect(() => resolveTopNav([{ label: 'Bad', to: '/x', activeBaseRegex: '(' }], contextOn('/'))).toThrow(/activeBaseRegex "\(" is not a valid/);
  });

  it('adds the base path to an href only with prependBaseUrlToHref', () => {
    const withBaseUrl = (path: string) => `/docs${path}`;
    const [plain, prefixed] = resolveTopNav(
      [
        { label: 'Raw', href: '/file.pdf' },
        { label: 'Prefixed', href: '/file.pdf', prependBaseUrlToHref: true },
      ],
      contextOn('/docs/', { withBaseUrl }),
    ).left.map(linkOf);
    expect(plain.href).toBe('/file.pdf');
    expect(prefixed.href).toBe('/docs/file.pdf');
    expect(isExternal(plain)).toBe(false);
  });
});

describe('resolveTopNav: doc, docSidebar and docsVersion items', () => {
  const docItem: NavbarItemConfig = { type: 'doc', docId: 'faq', label: 'FAQ' };

  it('leads a doc item to the doc in the version of the page, else the reader’s choice, else the latest', () => {
    expect(linkOf(resolveTopNav([docItem], contextOn('/next/intro', { docs: { default: docsOn('/next/intro') } })).left[0]).to).toBe('/next/faq');
    expect(linkOf(resolveTopNav([docItem], contextOn('/tags', { docs: { default: docsOn('/tags') } })).left[0]).to).toBe('/faq');
    expect(linkOf(resolveTopNav([docItem], contextOn('/tags', { docs: { default: docsOn('/tags', [NEXT, LATEST], NEXT) } })).left[0]).to).toBe('/next/faq');
  });

  it('is current on its doc, and in the rest of its sidebar, not in another sidebar', () => {
    const on = (path: string) => linkOf(resolveTopNav([docItem], contextOn(path)).left[0]).current;
    expect(on('/faq')).toBe('page');
    expect(on('/intro')).toBe(true);
    expect(on('/reference/api')).toBeUndefined();
  });

  it('labels a doc item with its id when the config gives no label', () => {
    expect(linkOf(resolveTopNav([{ type: 'doc', docId: 'intro' }], contextOn('/')).left[0]).label).toBe('intro');
  });

  it('shows an unlisted doc only on itself, drops a draft, and names a missing doc id with the ones that exist', () => {
    const unlisted: NavbarItemConfig = { type: 'doc', docId: 'draft-ish', label: 'Soon' };
    expect(resolveTopNav([unlisted], contextOn('/intro')).left).toEqual([]);
    expect(linkOf(resolveTopNav([unlisted], contextOn('/draft-ish')).left[0]).current).toBe('page');
    expect(resolveTopNav([{ type: 'doc', docId: 'wip' }], contextOn('/')).left).toEqual([]);
    expect(() => resolveTopNav([{ type: 'doc', docId: 'nope' }], contextOn('/'))).toThrow(/docId "nope".*intro, faq, reference\/api/);
  });

  it('leads a docSidebar item to the first page of its sidebar, current anywhere in it', () => {
    const item: NavbarItemConfig = { type: 'docSidebar', sidebarId: 'reference' };
    const onApi = linkOf(resolveTopNav([item], contextOn('/reference/api')).left[0]);
    expect(onApi).toMatchObject({ label: 'API', to: '/reference/api', current: 'page' });
    const guides = linkOf(resolveTopNav([{ type: 'docSidebar', sidebarId: 'guides', label: 'Guides' }], contextOn('/faq')).left[0]);
    expect(guides).toMatchObject({ label: 'Guides', to: '/intro', current: true });
    expect(linkOf(resolveTopNav([item], contextOn('/faq')).left[0]).current).toBeUndefined();
    expect(() => resolveTopNav([{ type: 'docSidebar', sidebarId: 'nope' }], contextOn('/'))).toThrow(/sidebarId "nope".*guides, reference, empty/);
    expect(() => resolveTopNav([{ type: 'docSidebar', sidebarId: 'empty' }], contextOn('/'))).toThrow(/"empty", which has no page/);
  });

  it('leads a docsVersion item to the main doc of the version shown', () => {
    const onNext = contextOn('/next/faq', { docs: { default: docsOn('/next/faq') } });
    expect(linkOf(resolveTopNav([{ type: 'docsVersion' }], onNext).left[0])).toMatchObject({ label: 'Next', to: '/next/intro' });
    expect(linkOf(resolveTopNav([{ type: 'docsVersion', label: 'Docs', to: '/faq' }], contextOn('/faq')).left[0])).toMatchObject({
      label: 'Docs',
      to: '/faq',
      current: 'page',
    });
  });

  it('asks each docs plugin the items name', () => {
    expect(docsPluginIdsOf([{ type: 'doc', docId: 'a', docsPluginId: 'api' }, { type: 'dropdown', items: [{ type: 'docSidebar', sidebarId: 's', docsPluginId: 'blog-docs' }] }])).toEqual([
      'default',
      'api',
      'blog-docs',
    ]);
    expect(() => resolveTopNav([{ type: 'doc', docId: 'a', docsPluginId: 'api' }], contextOn('/'))).toThrow(/docs plugin "api"/);
  });
});

describe('resolveTopNav: version menus', () => {
  it('adds the version menu first on the right of a versioned site, and not with one version', () => {
    const { right } = resolveTopNav(
      [{ label: 'XMTP.org', href: 'https://xmtp.org/', position: 'right' }],
      contextOn('/next/faq', { docs: { default: docsOn('/next/faq') } }),
    );
    expect(menuOf(right[0])).toMatchObject({ kind: 'menu', label: 'Next', fullLabel: 'Version: Next' });
    expect(menuOf(right[0]).items.map((entry) => linkOf(entry).to)).toEqual(['/next/faq', '/faq']);
    const single = resolveTopNav([], contextOn('/faq', { docs: { default: docsOn('/faq', [LATEST]) } }));
    expect(single.right).toEqual([]);
  });

  it('places it where a docsVersionDropdown item stands instead, with the versions, labels and extra items it lists', () => {
    const config: NavbarItemConfig[] = [
      { label: 'Home', to: '/', position: 'right' },
      {
        type: 'docsVersionDropdown',
        position: 'right',
        versions: { '1.0': { label: '1.0 (stable)' }, current: {} },
        dropdownItemsBefore: [{ type: 'html', value: '<b>Pick one</b>' }],
        dropdownItemsAfter: [{ label: 'All versions', to: '/versions' }],
      },
    ];
    const context = contextOn('/next/faq', { suffix: '?x=1#y', docs: { default: docsOn('/next/faq') } });
    const { right } = resolveTopNav(config, context);
    expect(right.map((item) => item.kind)).toEqual(['link', 'menu']);
    const menu = menuOf(right[1]);
    expect(menu).toMatchObject({ label: 'Next', fullLabel: 'Version: Next' });
    expect(menu.items.map((entry) => (entry.kind === 'link' ? [entry.label, entry.to, entry.current] : [entry.kind]))).toEqual([
      ['html'],
      ['1.0 (stable)', '/faq?x=1#y', false],
      ['Next', '/next/faq?x=1#y', true],
      ['All versions', '/versions', undefined],
    ]);
    linkOf(menu.items[1]).onFollow?.();
    expect(context.docs.default.choose).toHaveBeenCalledWith('1.0');
  });

  it('is a plain link to the version with a single entry, and names a version the docs lack', () => {
    const both = { docs: { default: docsOn('/faq') } };
    const single = resolveTopNav([{ type: 'docsVersionDropdown', versions: ['1.0'] }], contextOn('/faq', both));
    expect(single.left).toEqual([{ kind: 'link', id: 'nav-0', label: '1.0', to: '/faq' }]);
    expect(() => resolveTopNav([{ type: 'docsVersionDropdown', versions: ['2.0'] }], contextOn('/faq', both))).toThrow(/version "2.0".*current, 1.0/);
  });
});

describe('resolveTopNav: locale menu', () => {
  const locale = {
    current: 'en',
    locales: [
      { locale: 'en', label: 'English', lang: 'en' },
      { locale: 'fr', label: 'Français', lang: 'fr-FR' },
    ],
    hrefOf: (target: string, queryString: string | undefined) => `${target === 'en' ? '' : `/${target}`}/faq${queryString ?? ''}`,
  };

  it('links to the same page in each locale, as full page loads, with the query string it sets', () => {
    const { right } = resolveTopNav(
      [
        {
          type: 'localeDropdown',
          position: 'right',
          queryString: '?persistLocale=true',
          dropdownItemsAfter: [{ label: 'Help us translate', href: 'https://crowdin.com/x' }],
        },
      ],
      contextOn('/faq', { locale, docs: { default: docsOn('/faq', [LATEST]) } }),
    );
    const menu = menuOf(right[0]);
    expect(menu).toMatchObject({ label: 'English', fullLabel: 'Language: English', icon: 'language' });
    expect(menu.items).toEqual([
      { kind: 'link', id: 'nav-0-en', label: 'English', href: '/faq?persistLocale=true', lang: 'en', target: '_self', reload: true, current: true },
      { kind: 'link', id: 'nav-0-fr', label: 'Français', href: '/fr/faq?persistLocale=true', lang: 'fr-FR', target: '_self', reload: true, current: false },
      { kind: 'link', id: 'nav-0-after-0', label: 'Help us translate', href: 'https://crowdin.com/x' },
    ]);
    expect(isExternal(linkOf(menu.items[1]))).toBe(false);
  });

  it('is left out on a site with one locale', () => {
    expect(resolveTopNav([{ type: 'localeDropdown' }], contextOn('/faq')).left).toEqual([]);
  });
});

describe('resolveTopNav: dropdowns and other items', () => {
  it('resolves every sub-item type a dropdown takes, and is current when one of them is', () => {
    const { right } = resolveTopNav(
      [
        {
          type: 'dropdown',
          label: 'More',
          position: 'right',
          items: [
            { type: 'doc', docId: 'faq', label: 'FAQ' },
            { type: 'docSidebar', sidebarId: 'reference', label: 'Reference' },
            { type: 'docsVersion', label: 'Latest' },
            { label: 'Site', href: 'https://xmtp.org/' },
            { type: 'html', value: '<hr/>', className: 'sep' },
            { type: 'custom-badge', label: 'New', color: 'green' },
          ],
        },
      ],
      contextOn('/reference/api'),
    );
    const menu = menuOf(right[0]);
    expect(menu.current).toBe(true);
    expect(menu.items.map((entry) => entry.kind)).toEqual(['link', 'link', 'link', 'link', 'html', 'custom']);
    expect(menu.items[4]).toEqual({ kind: 'html', id: 'nav-0-4', value: '<hr/>', className: 'sep' });
    expect(menu.items[5]).toEqual({ kind: 'custom', id: 'nav-0-5', type: 'custom-badge', props: { label: 'New', color: 'green' } });
  });

  it('reads an untyped item with items as a dropdown, keeps its own page, and drops one with nothing in it', () => {
    const { left } = resolveTopNav(
      [
        { label: 'Guides', to: '/intro', items: [{ label: 'FAQ', to: '/faq' }] },
        { type: 'dropdown', label: 'Empty', items: [] },
      ],
      contextOn('/'),
    );
    expect(left).toHaveLength(1);
    expect(menuOf(left[0])).toMatchObject({ kind: 'menu', label: 'Guides', to: '/intro', current: false });
  });

  it('keeps html, search and custom items where they stand, and says the search button moved', () => {
    const { left, right, placesSearch } = resolveTopNav(
      [
        { type: 'html', value: '<span>Beta</span>', position: 'right' },
        { type: 'search', position: 'left', className: 'my-search' },
        { type: 'custom-login', position: 'right', label: 'Log in' },
      ],
      contextOn('/'),
    );
    expect(placesSearch).toBe(true);
    expect(left).toEqual([{ kind: 'search', id: 'nav-1', className: 'my-search' }]);
    expect(right).toEqual([
      { kind: 'html', id: 'nav-0', value: '<span>Beta</span>' },
      { kind: 'custom', id: 'nav-2', type: 'custom-login', props: { label: 'Log in' } },
    ]);
  });
});

describe("Docusaurus' validation of navbar items, before any of ours runs", () => {
  // theme-classic's own schema: an unknown type stops the build, named, at the top level and inside a dropdown.
  const validate = async (items: unknown[]) => {
    const { validateThemeConfig } = await import('@docusaurus/theme-classic/lib/options.js');
    const { normalizeThemeConfig } = await import('@docusaurus/utils-validation');
    return () => validateThemeConfig({ validate: normalizeThemeConfig, themeConfig: { navbar: { items } } } as never);
  };

  it('refuses an unknown type by name', async () => {
    expect(await validate([{ type: 'fancyThing', label: 'Fancy' }])).toThrow('Bad navbar item type fancyThing');
    expect(await validate([{ type: 'dropdown', label: 'More', items: [{ type: 'sparkly', label: 'x' }] }])).toThrow('Bad navbar item type sparkly');
  });

  it('accepts every type this top bar draws, custom-* ones included', async () => {
    const items = [
      { type: 'doc', docId: 'intro' },
      { type: 'docSidebar', sidebarId: 'docs' },
      { type: 'docsVersion' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'html', value: '<b>x</b>' },
      { type: 'search', position: 'right' },
      { type: 'custom-login', anything: true },
      { label: 'Plain', to: '/intro' },
      { type: 'dropdown', label: 'More', items: [{ label: 'A', to: '/a' }] },
    ];
    expect(await validate(items)).not.toThrow();
  });
});
