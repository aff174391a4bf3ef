import { describe, expect, it } from 'vitest';
import { footerRows, toFooterLink } from '../../../src/utils/footerRows';

describe('footerRows', () => {
  it('makes one row per column, in order, dropping titles', () => {
    const rows = footerRows([
      { title: null, items: [{ label: 'Visit xmtp.org', href: 'https://xmtp.org/' }] },
      {
        title: 'Legal',
        items: [
          { label: 'Privacy policy', to: '/privacy' },
          { label: 'Terms of service', to: '/terms' },
        ],
      },
    ]);
    expect(rows).toEqual([
      [{ label: 'Visit xmtp.org', target: 'https://xmtp.org/', external: true }],
      [
        { label: 'Privacy policy', target: '/privacy', external: false },
        { label: 'Terms of service', target: '/terms', external: false },
      ],
    ]);
  });

  it('makes a single row of a simple footer', () => {
    const rows = footerRows([
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/' },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].map((link) => link.label)).toEqual(['Privacy policy', 'CC BY 4.0']);
  });

  it('gives no rows without links', () => {
    expect(footerRows(undefined)).toEqual([]);
    expect(footerRows([])).toEqual([]);
    expect(footerRows([{ title: null, items: [] }])).toEqual([]);
  });

  it('leaves out items it cannot render as a link', () => {
    const rows = footerRows([
      { title: null, items: [{ html: '<b>raw</b>' }, { label: 'No target' }, { label: 'Terms', to: '/terms' }] },
    ]);
    expect(rows).toEqual([[{ label: 'Terms', target: '/terms', external: false }]]);
  });
});

describe('toFooterLink', () => {
  it('treats `to` as internal even when it looks like a URL', () => {
    expect(toFooterLink({ label: 'A', to: '/a' })?.external).toBe(false);
    expect(toFooterLink({ label: 'B', href: 'mailto:team@example.com' })?.external).toBe(true);
    expect(toFooterLink({ label: 'C', href: '/relative' })?.external).toBe(false);
  });
});
