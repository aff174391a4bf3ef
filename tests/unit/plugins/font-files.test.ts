import { describe, expect, it } from 'vitest';
import { neverInlineFonts } from '../../../plugins/font-files';

describe('neverInlineFonts', () => {
  it('turns off data-URL inlining for the font rule only, wherever it is nested', () => {
    const fontLoader = { loader: '/x/node_modules/url-loader/dist/cjs.js', options: { limit: 10000 } };
    const imageLoader = { loader: '/x/node_modules/url-loader/dist/cjs.js', options: { limit: 10000 } };
    const rules = [
      { test: /\.(?:ico|jpe?g|png|gif|webp|avif)$/i, use: [imageLoader] },
      { oneOf: [{ test: /\.(?:woff2?|eot|ttf|otf)$/i, use: [fontLoader] }] },
    ];
    expect(neverInlineFonts(rules)).toBe(1);
    expect(fontLoader.options.limit).toBe(false);
    expect(imageLoader.options.limit).toBe(10000);
  });

  it('reports when there is no font rule to change', () => {
    expect(neverInlineFonts([{ test: /\.css$/, use: [{ loader: 'css-loader', options: {} }] }])).toBe(0);
  });
});
