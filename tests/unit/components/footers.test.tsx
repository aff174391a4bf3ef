import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SiteFooter from '../../../src/components/layout/SiteFooter';
import { footerColumns } from '../../../src/utils/footerRows';

describe('SiteFooter', () => {
  const columns = footerColumns([
    { title: null, items: [{ label: 'Visit xmtp.org', href: 'https://xmtp.org/' }] },
    { title: null, items: [{ label: 'Privacy policy', to: '/privacy' }] },
    { title: null, items: [{ label: 'CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/' }] },
  ]);

  it('renders a footer element with one paragraph per row', () => {
    const html = renderToStaticMarkup(<SiteFooter columns={columns} copyright="Copyright © XMTP." />);
    expect(html).toMatch(/^<footer[^>]*>/);
    expect(html.match(/<p /g)).toHaveLength(3);
  });

  it('opens external links in a new tab and keeps internal ones in the site', () => {
    const html = renderToStaticMarkup(<SiteFooter columns={columns} />);
    expect(html).toMatch(/<a[^>]+href="https:\/\/xmtp.org\/"[^>]+target="_blank"[^>]+rel="noopener noreferrer"/);
    expect(html).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy policy<\/a>/);
    expect(html).not.toMatch(/href="\/privacy"[^>]*target/);
  });

  it('closes the last row with the copyright, rendered as HTML', () => {
    const html = renderToStaticMarkup(<SiteFooter columns={columns} copyright="Copyright © XMTP." />);
    expect(html).toMatch(/CC BY 4.0<svg[^]*<\/a><span[^>]*>Copyright © XMTP.<\/span><\/p><\/footer>$/);
    const linked = renderToStaticMarkup(<SiteFooter columns={columns} copyright={'© <a href="https://xmtp.org/">XMTP</a>'} />);
    expect(linked).toMatch(/<span class="[^"]*copyright[^"]*">© <a href="https:\/\/xmtp.org\/">XMTP<\/a><\/span>/);
  });

  it('shows the copyright alone when there are no links', () => {
    const html = renderToStaticMarkup(<SiteFooter columns={[]} copyright="Copyright © XMTP." />);
    expect(html).toMatch(/<p[^>]*><span[^>]*>Copyright © XMTP.<\/span><\/p>/);
  });

  it('draws titled columns as lists named by their titles, html items as written, then the logo and copyright', () => {
    const titled = footerColumns([
      { title: 'Docs', items: [{ label: 'Intro', to: '/intro' }] },
      { title: 'Community', className: 'community', items: [{ html: '<span class="made">Made with care</span>' }] },
    ]);
    const html = renderToStaticMarkup(<SiteFooter columns={titled} copyright="© XMTP" logo={<img alt="XMTP" src="/logo.svg" />} dark />);
    expect(html).toMatch(/^<footer[^>]*data-theme="dark"/);
    expect(html).toMatch(/<p class="[^"]*title[^"]*" id="([^"]+)">Docs<\/p><ul class="[^"]*" aria-labelledby="\1">/);
    expect(html).toMatch(/<div class="[^"]*column[^"]* community">/);
    expect(html).toContain('<span class="made">Made with care</span>');
    expect(html.indexOf('alt="XMTP"')).toBeGreaterThan(html.indexOf('Made with care'));
    expect(html).toMatch(/© XMTP<\/span><\/p><\/footer>$/);
  });
});
