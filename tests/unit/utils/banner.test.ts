import { describe, expect, it } from 'vitest';
import { bannerKey, isBannerDismissable, isBannerDismissed } from '../../../src/utils/banner';

describe('bannerKey', () => {
  it('is short, stable and the same for the same content', () => {
    const key = bannerKey('These docs describe XMTP as of November 2024.');
    expect(key).toMatch(/^[0-9a-z]{1,7}$/);
    expect(bannerKey('These docs describe XMTP as of November 2024.')).toBe(key);
  });

  it('changes when the content changes, even by one character', () => {
    const keys = new Set(
      ['Hello', 'Hello.', 'hello', 'Hello ', '<a href="/a">x</a>', '<a href="/b">x</a>', ''].map(bannerKey),
    );
    expect(keys.size).toBe(7);
  });

  it('keys a dismissal to one banner only', () => {
    const old = bannerKey('Old news');
    expect(isBannerDismissed(old, old)).toBe(true);
    expect(isBannerDismissed(old, bannerKey('New news'))).toBe(false);
    expect(isBannerDismissed(null, old)).toBe(false);
  });
});

describe('isBannerDismissable', () => {
  it("shows the dismiss button unless dismissable is 'false' (or false)", () => {
    expect(isBannerDismissable(undefined)).toBe(true);
    expect(isBannerDismissable(true)).toBe(true);
    expect(isBannerDismissable('true')).toBe(true);
    expect(isBannerDismissable('false')).toBe(false);
    expect(isBannerDismissable(false)).toBe(false);
  });

  it("also honours Docusaurus' isCloseable: false", () => {
    expect(isBannerDismissable(true, false)).toBe(false);
    expect(isBannerDismissable(true, true)).toBe(true);
  });
});
