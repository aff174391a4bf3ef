import { describe, expect, it } from 'vitest';
import { isExternal, topNavItems } from '../../../../src/components/layout/TopNav/navItems';

describe('topNavItems', () => {
  it('reads links and dropdowns, in order, skipping other item types and incomplete items', () => {
    const items = topNavItems([
      { label: 'Support 💬', href: 'https://converse.xyz/x', position: 'right' } as never,
      { type: 'dropdown', label: 'SDKs', items: [{ label: 'Kotlin', href: 'https://x/k' }, { label: 'No link' }] },
      { type: 'docSidebar', label: 'Docs' } as never,
      { label: 'Intro', to: '/get-started/intro' },
      { href: 'https://no.label' },
    ]);
    expect(items).toEqual([
      { kind: 'link', id: 'nav-0', label: 'Support 💬', href: 'https://converse.xyz/x', to: undefined },
      { kind: 'menu', id: 'nav-1', label: 'SDKs', items: [{ kind: 'link', id: 'nav-1-0', label: 'Kotlin', href: 'https://x/k', to: undefined }] },
      { kind: 'link', id: 'nav-3', label: 'Intro', to: '/get-started/intro', href: undefined },
    ]);
  });

  it('drops a dropdown with no usable link', () => {
    expect(topNavItems([{ type: 'dropdown', label: 'Empty', items: [] }])).toEqual([]);
  });

  it('tells external links from site paths', () => {
    expect(isExternal({ kind: 'link', id: 'a', label: 'a', href: 'https://xmtp.org/' })).toBe(true);
    expect(isExternal({ kind: 'link', id: 'b', label: 'b', to: '/terms' })).toBe(false);
  });
});
