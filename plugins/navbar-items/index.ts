import type { LoadContext, Plugin } from '@docusaurus/types';

const NAME = 'vx-navbar-items';

/**
 * The constant the browser code tests to draw `custom-*` navbar items:
 * `process.env.VX_CUSTOM_NAVBAR_ITEMS === 'true'`. The bundler replaces it
 * with its value and drops the code it guards when that is false, so a site
 * without such items never ships @theme/NavbarItem/ComponentTypes (the map of
 * every stock navbar item component, about 15 KB) that drawing them needs.
 */
export const CUSTOM_NAVBAR_ITEMS_FLAG = 'process.env.VX_CUSTOM_NAVBAR_ITEMS';

interface NavbarItem {
  type?: unknown;
  items?: unknown;
  dropdownItemsBefore?: unknown;
  dropdownItemsAfter?: unknown;
}

/** Whether any navbar item, or item of a dropdown, has a `custom-*` type. */
export function hasCustomNavbarItems(items: unknown): boolean {
  if (!Array.isArray(items)) return false;
  return items.some((item: NavbarItem) => {
    if (typeof item?.type === 'string' && item.type.startsWith('custom-')) return true;
    return [item?.items, item?.dropdownItemsBefore, item?.dropdownItemsAfter].some(hasCustomNavbarItems);
  });
}

export default function navbarItemsPlugin(context: LoadContext): Plugin {
  const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: unknown } }).navbar;
  const custom = hasCustomNavbarItems(navbar?.items);
  return {
    name: NAME,
    configureWebpack(_config, _isServer, { currentBundler }) {
      // The server and browser bundles must agree: both get the same value.
      return { plugins: [new currentBundler.instance.DefinePlugin({ [CUSTOM_NAVBAR_ITEMS_FLAG]: JSON.stringify(String(custom)) })] };
    },
  };
}
