import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, runsInlineBody, scanInlineCode } from '../../../../plugins/hosting/inlineScripts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const hashes = (html: string) => scanInlineCode(html).scripts.map((script) => script.hash);

describe('cspHash', () => {
  it('is the base64 SHA-256 of the UTF-8 body, as CSP expects', () => {
    // The example from the CSP spec's hash-source section.
    expect(cspHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
    expect(cspHash('é')).toBe(sha('é'));
  });
});

describe('scanInlineCode', () => {
  it('hashes every distinct inline script body exactly as written, attributes or not', () => {
    const html =
      '<!doctype html><html><head><script>var a=1</script><script data-rh=true>var b = 2;\n</script>' +
      "<script type='text/javascript' nonce=x>var a=1</script><script type=module>import './x.js'</script></head></html>";
    expect(hashes(html)).toEqual([sha('var a=1'), sha('var b = 2;\n'), sha("import './x.js'")]);
  });

  it('skips external scripts and data blocks such as JSON-LD, which CSP never checks', () => {
    const html =
      '<script src=/assets/js/main.js defer></script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type=text/plain>not code</script><script></script><script>run()</script>';
    expect(hashes(html)).toEqual([sha('run()')]);
    expect(scanInlineCode(html).externalScripts).toEqual(['/assets/js/main.js']);
  });

  it('hashes import maps, which script-src does govern', () => {
    expect(hashes('<script type="importmap">{"imports":{}}</script>')).toEqual([sha('{"imports":{}}')]);
  });

  it('ends a body at the first </script, whatever the case, and normalizes line endings like the parser', () => {
    expect(hashes('<SCRIPT>a()\r\nb()\rc()</Script ><p>')).toEqual([sha('a()\nb()\nc()')]);
  });

  it('ignores "<script" inside comments, attribute values and other raw-text elements', () => {
    const html =
      '<!-- <script>commented()</script> --><meta content="<script>attr()</script>">' +
      '<style>a::after{content:"<script>styled()</script>"}</style>' +
      '<textarea><script>typed()</script></textarea><noscript><script>never()</script></noscript>' +
      '<script>real()</script>';
    expect(hashes(html)).toEqual([sha('real()')]);
  });

  it('reports inline event handlers and javascript: URLs with their line, which no hash can allow', () => {
    const html = '<p>ok</p>\n<img src=x.png onerror="go()">\n<a href=" JavaScript:go()">x</a>\n<a href="&#106;avascript:go()">y</a>';
    expect(scanInlineCode(html).problems).toEqual([
      { line: 2, message: '<img onerror="…"> is an inline event handler' },
      { line: 3, message: '<a href="javascript:…"> runs inline code' },
      { line: 4, message: '<a href="javascript:…"> runs inline code' },
    ]);
  });

  it('does not mistake ordinary attributes or text for inline code', () => {
    const html = '<div data-on="x" class="online" aria-label="onclick">onclick="no" javascript:no</div><a href="/javascript-guide">g</a>';
    expect(scanInlineCode(html)).toEqual({ scripts: [], externalScripts: [], problems: [] });
  });
});

describe('runsInlineBody', () => {
  it('follows the HTML rules for type and the legacy language attribute', () => {
    const runs = (attributes: Record<string, string>) => runsInlineBody(new Map(Object.entries(attributes)));
    expect(runs({})).toBe(true);
    expect(runs({ type: '' })).toBe(true);
    expect(runs({ type: ' Text/JavaScript ' })).toBe(true);
    expect(runs({ type: 'application/json' })).toBe(false);
    expect(runs({ language: 'javascript' })).toBe(true);
    expect(runs({ language: 'vbscript' })).toBe(false);
    expect(runs({ src: '/a.js' })).toBe(false);
  });
});
