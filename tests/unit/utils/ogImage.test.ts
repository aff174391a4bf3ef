import { describe, expect, it } from 'vitest';
import { pickOgImage } from '../../../src/utils/ogImage';

const images = {
  '/': '/img/root.png',
  '/protocol': '/img/protocol.png',
  '/protocol/v2/': '/img/v2.png',
};

describe('pickOgImage', () => {
  it('uses the root card when no longer prefix matches', () => {
    expect(pickOgImage('/', images)).toBe('/img/root.png');
    expect(pickOgImage('/get-started/intro', images)).toBe('/img/root.png');
  });

  it('prefers the longest matching prefix', () => {
    expect(pickOgImage('/protocol', images)).toBe('/img/protocol.png');
    expect(pickOgImage('/protocol/xips', images)).toBe('/img/protocol.png');
    expect(pickOgImage('/protocol/v2/algorithms-in-use', images)).toBe('/img/v2.png');
  });

  it('matches whole path segments only', () => {
    expect(pickOgImage('/protocolz', images)).toBe('/img/root.png');
  });

  it('gives nothing when no prefix matches', () => {
    expect(pickOgImage('/get-started/intro', { '/protocol': '/p.png' })).toBeUndefined();
  });
});
