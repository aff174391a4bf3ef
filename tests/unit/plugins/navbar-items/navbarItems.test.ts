import { describe, expect, it } from 'vitest';
import { hasCustomNavbarItems } from '../../../../plugins/navbar-items';

describe('hasCustomNavbarItems', () => {
  it('finds a custom-* type at the top level, in a dropdown, or before and after the entries of a menu', () => {
    expect(hasCustomNavbarItems([{ label: 'A', to: '/a' }, { type: 'custom-login' }])).toBe(true);
    expect(hasCustomNavbarItems([{ type: 'dropdown', items: [{ type: 'custom-badge' }] }])).toBe(true);
    expect(hasCustomNavbarItems([{ type: 'localeDropdown', dropdownItemsAfter: [{ type: 'custom-help' }] }])).toBe(true);
  });

  it('finds none on the XMTP navbar, or without items', () => {
    expect(hasCustomNavbarItems([{ label: 'Support', href: 'https://x', position: 'right' }, { type: 'dropdown', items: [{ type: 'doc', docId: 'a' }] }])).toBe(false);
    expect(hasCustomNavbarItems(undefined)).toBe(false);
  });
});
