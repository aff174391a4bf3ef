import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SiteFooter from '../../../src/components/layout/SiteFooter';
import { footerRows } from '../../../src/utils/footerRows';

describe('SiteFooter', () => {
  const rows = footerRows([
    { title: null, items: [{ label: 'Visit xmtp.org', href: 'https://xmtp.org/' }] },
    { title: null, items: [{ label: 'Privacy policy', to: '/privacy' }] },
    { title: null, items: [{ label: 'CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/' }] },
  ]);

  it('renders a footer element with one paragraph per row', () => {
    const html = renderToStaticMarkup(<SiteFooter rows={rows} copyright="Copyright © XMTP." />);
    expect(html).toMatch(/^<footer[^>]*>/);
    expect(html.match(/<p /g)).toHaveLength(3);
  });

  it('opens external links in a new tab and keeps internal ones in the site', () => {
    const html = renderToStaticMarkup(<SiteFooter rows={rows} />);
    expect(html).toMatch(/<a[^>]+href="https:\/\/xmtp.org\/"[^>]+target="_blank"[^>]+rel="noopener noreferrer"/);
    expect(html).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy policy<\/a>/);
    expect(html).not.toMatch(/href="\/privacy"[^>]*target/);
  });

  it('closes the last row with the copyright', () => {
    const html = renderToStaticMarkup(<SiteFooter rows={rows} copyright="Copyright © XMTP." />);
    expect(html).toMatch(/CC BY 4.0<svg[^]*<\/a><span[^>]*>Copyright © XMTP.<\/span><\/p><\/footer>$/);
  });

  it('shows the copyright alone when there are no links', () => {
    const html = renderToStaticMarkup(<SiteFooter rows={[]} copyright="Copyright © XMTP." />);
    expect(html).toMatch(/<p[^>]*><span[^>]*>Copyright © XMTP.<\/span><\/p>/);
  });
});
