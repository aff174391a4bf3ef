import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { browserRendererAliases } from '../../../../plugins/client-bundle';

const require = createRequire(import.meta.url);

describe('the renderer production pages hydrate with', () => {
  it('is Preact in production, replacing the keys of Docusaurus’ own React aliases', () => {
    expect(browserRendererAliases('production', {})).toEqual({ react: 'preact/compat', 'react-dom': 'preact/compat' });
  });

  it('stays React in development and when asked for', () => {
    expect(browserRendererAliases('development', {})).toEqual({});
    expect(browserRendererAliases(undefined, {})).toEqual({});
    expect(browserRendererAliases('production', { VX_BROWSER_RENDERER: 'react' })).toEqual({});
  });

  it('refuses an unknown renderer by name', () => {
    expect(() => browserRendererAliases('production', { VX_BROWSER_RENDERER: 'vue' })).toThrow(
      /VX_BROWSER_RENDERER must be "preact" or "react", not "vue"/,
    );
  });

  it('covers the subpaths the bundle imports (react/jsx-runtime, react-dom/client)', () => {
    for (const subpath of ['preact/compat', 'preact/compat/jsx-runtime', 'preact/compat/client']) {
      expect(() => require.resolve(subpath)).not.toThrow();
    }
    const client = require('preact/compat/client') as Record<string, unknown>;
    expect(typeof client.hydrateRoot).toBe('function');
    expect(typeof client.createRoot).toBe('function');
  });
});
