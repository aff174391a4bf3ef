import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  escapeHtml,
  pageFile,
  REDIRECT_SCRIPT,
  redirectPage,
} from '../../../../plugins/hosting/redirectPages';
import { scanInlineCode } from '../../../../plugins/hosting/inlineScripts';

const OPTIONS = {
  from: '/content-types/attachment',
  to: '/content-types/remote-attachment',
  baseUrl: '/',
  siteUrl: 'https://docs.xmtp.org',
  targetTitle: 'Send attachments',
};

describe('redirectPage', () => {
  it('is written where Docusaurus writes a page of that path', () => {
    expect(redirectPage(OPTIONS).file).toBe('content-types/attachment.html');
    expect(pageFile('/')).toBe('index.html');
  });

  it('redirects with and without JavaScript, names the new page for people and crawlers, and stays out of search', () => {
    const { html } = redirectPage(OPTIONS);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Moved: Send attachments</title>');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/content-types/remote-attachment">');
    expect(html).toContain('<link rel="canonical" href="https://docs.xmtp.org/content-types/remote-attachment">');
    expect(html).toContain('<meta property="og:url" content="https://docs.xmtp.org/content-types/remote-attachment">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(
      'This page has moved to <a id="vx-redirect-target" href="/content-types/remote-attachment">Send attachments</a>.',
    );
  });

  it('puts the base URL in every link', () => {
    const { html, file } = redirectPage({ ...OPTIONS, baseUrl: '/xmtp-docs/' });
    expect(file).toBe('content-types/attachment.html');
    expect(html).toContain('url=/xmtp-docs/content-types/remote-attachment"');
    expect(html).toContain('href="https://docs.xmtp.org/xmtp-docs/content-types/remote-attachment"');
    expect(html).toContain('href="/xmtp-docs/content-types/remote-attachment">');
  });

  it('has one inline script, the same on every redirect page, that the policy can allow by hash', () => {
    const scan = (options: typeof OPTIONS) => scanInlineCode(redirectPage(options).html);
    const first = scan(OPTIONS);
    expect(first.problems).toEqual([]);
    expect(first.externalScripts).toEqual([]);
    expect(first.scripts.map((script) => script.body)).toEqual([REDIRECT_SCRIPT]);
    const other = scan({ ...OPTIONS, from: '/old', to: '/privacy', targetTitle: 'Privacy', baseUrl: '/docs/' });
    expect(other.scripts.map((script) => script.hash)).toEqual(first.scripts.map((script) => script.hash));
  });

  it('escapes what it writes into text and attributes', () => {
    const { html } = redirectPage({ ...OPTIONS, targetTitle: '<img src=x onerror=alert(1)> & "quotes"', baseUrl: '/a"b/' });
    expect(html).toContain('<title>Moved: &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</title>');
    expect(html).toContain('href="/a&quot;b/content-types/remote-attachment"');
    expect(html).not.toContain('<img');
    expect(scanInlineCode(html).problems).toEqual([]);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text node or a quoted attribute', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
  });
});

describe('documentTitle', () => {
  it("reads a built page's title, entities decoded", () => {
    expect(documentTitle('<head><title data-rh=true>Tips &amp; tricks &#8211; &#x41;PI – XMTP Documentation</title>')).toBe(
      'Tips & tricks – API – XMTP Documentation',
    );
    expect(documentTitle('<p>no title</p>')).toBeUndefined();
  });
});
