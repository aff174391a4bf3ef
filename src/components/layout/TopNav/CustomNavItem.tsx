import React, { type ComponentType, type ReactNode } from 'react';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';

/**
 * A `custom-*` navbar item: the component the writer registered for its type
 * in @theme/NavbarItem/ComponentTypes (src/theme/NavbarItem/ComponentTypes.tsx), with the
 * item's config as props and `mobile` in the phone menu, as Docusaurus gives
 * it. Bundled only on sites that have such items (see CustomItem in
 * TopNav): the stock component map it imports weighs about 15 KB.
 */
export default function CustomNavItem({ type, props, mobile }: { type: string; props: Record<string, unknown>; mobile: boolean }): ReactNode {
  const Component = (ComponentTypes as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>)[type];
  if (!Component) {
    throw new Error(
      `The navbar item type "${type}" has no component. Register one in src/theme/NavbarItem/ComponentTypes.tsx: ` +
        `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes' and export { ...ComponentTypes, '${type}': MyNavbarItem }.`,
    );
  }
  return <Component {...props} mobile={mobile} />;
}
