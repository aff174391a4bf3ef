import { describe, expect, it } from 'vitest';
import { isExternalUrl } from '../../../src/utils/links';

describe('isExternalUrl', () => {
  it('treats URLs with a scheme, protocol-relative URLs and www. addresses as external', () => {
    for (const href of ['https://xmtp.org/', 'http://a.example', 'mailto:team@example.com', '//cdn.example/x', 'www.example.com']) {
      expect(isExternalUrl(href), href).toBe(true);
    }
  });

  it('treats site paths and anchors as internal', () => {
    for (const href of ['/get-started/intro', 'privacy', '#chains', '/www.example']) {
      expect(isExternalUrl(href), href).toBe(false);
    }
  });
});
