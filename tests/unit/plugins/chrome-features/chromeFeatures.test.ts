import { describe, expect, it } from 'vitest';
import { configFlags, navbarItemTypes, sidebarsNeedExtras } from '../../../../plugins/chrome-features';
import siteConfig from '../../../../docusaurus.config';

const site = (themeConfig: object, locales = ['en']) => ({ themeConfig, i18n: { locales } });

describe('navbarItemTypes', () => {
  it('finds the types at the top level, in dropdowns and around the entries of a menu; untyped items are links or dropdowns', () => {
    const types = navbarItemTypes([
      { label: 'A', to: '/a' },
      { label: 'More', items: [{ type: 'doc', docId: 'a' }] },
      { type: 'localeDropdown', dropdownItemsAfter: [{ type: 'custom-help' }] },
    ]);
    expect([...types].sort()).toEqual(['custom-help', 'default', 'doc', 'dropdown', 'localeDropdown']);
  });
});

describe('configFlags', () => {
  it('turns every optional feature off for the XMTP site, but its GitHub icon', () => {
    expect(configFlags({ themeConfig: siteConfig.themeConfig ?? {}, i18n: { locales: ['en'] } })).toEqual({
      navbarDocsItems: false,
      navbarVersionDropdown: false,
      navbarLocaleDropdown: false,
      navbarCustomItems: false,
      navbarHideOnScroll: false,
      navbarMenus: false,
      navbarExtras: false,
      footerExtras: false,
      socialDiscord: false,
      socialGithub: true,
      socialTelegram: false,
      socialWarpcast: false,
      socialX: false,
      sidebarOptions: false,
    });
  });

  it('turns on what the config uses; a locale menu only with several locales', () => {
    const navbar = {
      hideOnScroll: true,
      items: [
        { type: 'dropdown', position: 'right', items: [{ type: 'docsVersion' }] },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'custom-x', position: 'right' },
      ],
    };
    const flags = configFlags(site({ navbar }, ['en', 'fr']));
    expect(flags).toMatchObject({
      navbarDocsItems: true,
      navbarVersionDropdown: true,
      navbarLocaleDropdown: true,
      navbarCustomItems: true,
      navbarHideOnScroll: true,
      navbarMenus: true,
      navbarExtras: false,
    });
    expect(configFlags(site({ navbar })).navbarLocaleDropdown).toBe(false);
  });

  it('counts left-hand items, html, search, link options and a dropdown’s own page as navbar extras', () => {
    const extras = (item: object) => configFlags(site({ navbar: { items: [item] } })).navbarExtras;
    expect(extras({ label: 'A', to: '/a' })).toBe(true);
    expect(extras({ label: 'A', to: '/a', position: 'right' })).toBe(false);
    expect(extras({ type: 'html', value: '<b>x</b>', position: 'right' })).toBe(true);
    expect(extras({ type: 'search', position: 'right' })).toBe(true);
    expect(extras({ label: 'A', to: '/a', position: 'right', activeBaseRegex: '^/a' })).toBe(true);
    expect(extras({ type: 'dropdown', label: 'A', to: '/a', position: 'right', items: [] })).toBe(true);
    expect(configFlags(site({ navbar: { style: 'dark', items: [] } })).navbarExtras).toBe(true);
  });

  it('counts footer titles, html items and a logo as footer extras, and the sidebar options', () => {
    const flags = (themeConfig: object) => configFlags(site(themeConfig));
    expect(flags({ footer: { links: [{ title: 'Docs', items: [] }] } }).footerExtras).toBe(true);
    expect(flags({ footer: { links: [{ html: '<b>x</b>' }] } }).footerExtras).toBe(true);
    expect(flags({ footer: { logo: { src: 'x.svg' } } }).footerExtras).toBe(true);
    expect(flags({ footer: { links: [{ title: null, items: [{ label: 'A', to: '/a' }] }] } }).footerExtras).toBe(false);
    expect(flags({ docs: { sidebar: { hideable: true } } }).sidebarOptions).toBe(true);
  });
});

describe('sidebarsNeedExtras', () => {
  const content = (items: object[], docs: object[] = []) => ({
    'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs, sidebars: { docs: items } }] } },
  });

  it('finds category pages, html items and unlisted docs, at any depth', () => {
    expect(sidebarsNeedExtras(content([{ type: 'doc', id: 'a' }, { type: 'category', items: [{ type: 'doc', id: 'b' }] }]))).toBe(false);
    expect(sidebarsNeedExtras(content([{ type: 'category', items: [{ type: 'html', value: 'x' }] }]))).toBe(true);
    expect(sidebarsNeedExtras(content([{ type: 'category', link: { type: 'doc', id: 'a' }, items: [] }]))).toBe(true);
    expect(sidebarsNeedExtras(content([{ type: 'doc', id: 'a' }], [{ id: 'a', unlisted: true }]))).toBe(true);
    expect(sidebarsNeedExtras({})).toBe(false);
  });
});
