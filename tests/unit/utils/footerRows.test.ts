import { describe, expect, it } from 'vitest';
import { footerColumns, footerRows, hasTitledColumns, toFooterItem } from '../../../src/utils/footerRows';

describe('footerRows', () => {
  it('makes one row per column, in order', () => {
    const rows = footerRows([
      { title: null, items: [{ label: 'Visit xmtp.org', href: 'https://xmtp.org/' }] },
      {
        title: null,
        items: [
          { label: 'Privacy policy', to: '/privacy' },
          { label: 'Terms of service', to: '/terms' },
        ],
      },
    ]);
    expect(rows).toEqual([
      [{ kind: 'link', label: 'Visit xmtp.org', target: 'https://xmtp.org/', external: true }],
      [
        { kind: 'link', label: 'Privacy policy', target: '/privacy', external: false },
        { kind: 'link', label: 'Terms of service', target: '/terms', external: false },
      ],
    ]);
  });

  it('makes a single row of a simple footer', () => {
    const rows = footerRows([
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/' },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].map((item) => (item.kind === 'link' ? item.label : item.html))).toEqual(['Privacy policy', 'CC BY 4.0']);
  });

  it('gives no rows without links', () => {
    expect(footerRows(undefined)).toEqual([]);
    expect(footerRows([])).toEqual([]);
    expect(footerRows([{ title: null, items: [] }])).toEqual([]);
  });

  it('keeps html items as written and leaves out links without a target', () => {
    const rows = footerRows([
      { title: null, items: [{ html: '<b>raw</b>', className: 'mine' }, { label: 'No target' }, { label: 'Terms', to: '/terms' }] },
    ]);
    expect(rows).toEqual([
      [
        { kind: 'html', html: '<b>raw</b>', className: 'mine' },
        { kind: 'link', label: 'Terms', target: '/terms', external: false },
      ],
    ]);
  });
});

describe('footerColumns', () => {
  it('keeps titles and class names; a titled column stays even when empty', () => {
    const columns = footerColumns([
      { title: 'Docs', className: 'docs-column', items: [{ label: 'Intro', to: '/intro', className: 'intro-link' }] },
      { title: 'Soon', items: [] },
      { title: null, items: [] },
    ]);
    expect(columns).toEqual([
      { title: 'Docs', className: 'docs-column', items: [{ kind: 'link', label: 'Intro', target: '/intro', external: false, className: 'intro-link' }] },
      { title: 'Soon', items: [] },
    ]);
    expect(hasTitledColumns(columns)).toBe(true);
  });

  it('draws the XMTP footer, whose titles are null, as rows', () => {
    expect(hasTitledColumns(footerColumns([{ title: null, items: [{ label: 'Terms', to: '/terms' }] }]))).toBe(false);
    expect(hasTitledColumns(footerColumns([{ label: 'Terms', to: '/terms' }]))).toBe(false);
  });
});

describe('toFooterItem', () => {
  it('treats `to` as internal even when it looks like a URL', () => {
    const external = (item: Parameters<typeof toFooterItem>[0]) => {
      const result = toFooterItem(item);
      return result?.kind === 'link' ? result.external : undefined;
    };
    expect(external({ label: 'A', to: '/a' })).toBe(false);
    expect(external({ label: 'B', href: 'mailto:team@example.com' })).toBe(true);
    expect(external({ label: 'C', href: '/relative' })).toBe(false);
  });
});
