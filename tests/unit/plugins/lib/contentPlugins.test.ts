import { describe, expect, it } from 'vitest';
import type { Config } from '@docusaurus/types';
import { withSiteMarkdown } from '../../../../plugins/lib/contentPlugins';

const remarkOurs = () => undefined;
const rehypeOurs = () => undefined;
const remarkWriters = () => undefined;
const SITE = { remarkPlugins: [remarkOurs], rehypePlugins: [rehypeOurs] };

const base = (extra: Partial<Config>): Config => ({ title: 'Docs', url: 'https://docs.example.org', baseUrl: '/', ...extra }) as Config;

describe('withSiteMarkdown', () => {
  it("gives the classic preset's docs, blog and pages the site's plugins after the writer's, leaving a disabled one off", () => {
    const config = withSiteMarkdown(
      base({ presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [remarkWriters] }, blog: false }]] }),
      SITE,
    );
    const [name, options] = config.presets![0] as [string, Record<string, unknown>];
    expect(name).toBe('classic');
    expect(options.docs).toEqual({ routeBasePath: '/', remarkPlugins: [remarkWriters, remarkOurs], rehypePlugins: [rehypeOurs] });
    expect(options.blog).toBe(false);
    // Left out, the preset turns pages on with its defaults: they get the site's plugins too.
    expect(options.pages).toEqual({ remarkPlugins: [remarkOurs], rehypePlugins: [rehypeOurs] });
  });

  it('gives content plugins added under `plugins` the same, in every form a config names them', () => {
    const other = () => ({ name: 'other' });
    const config = withSiteMarkdown(
      base({
        plugins: [
          ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }],
          'content-blog',
          ['/site/node_modules/@docusaurus/plugin-content-pages/lib/index.js', { id: 'landing', rehypePlugins: [[rehypeOurs, { x: 1 }]] }],
          other,
          ['some-other-plugin', { remarkPlugins: [] }],
        ],
      }),
      SITE,
    );
    expect(config.plugins).toEqual([
      ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', remarkPlugins: [remarkOurs], rehypePlugins: [rehypeOurs] }],
      ['content-blog', { remarkPlugins: [remarkOurs], rehypePlugins: [rehypeOurs] }],
      // Already there (with options): not added twice.
      ['/site/node_modules/@docusaurus/plugin-content-pages/lib/index.js', { id: 'landing', remarkPlugins: [remarkOurs], rehypePlugins: [[rehypeOurs, { x: 1 }]] }],
      other,
      ['some-other-plugin', { remarkPlugins: [] }],
    ]);
  });

  it('is idempotent, so a config built on the site config can apply it again', () => {
    const once = withSiteMarkdown(base({ presets: [['@docusaurus/preset-classic', { docs: {} }]], plugins: [['content-docs', { id: 'x' }]] }), SITE);
    expect(withSiteMarkdown(once, SITE)).toEqual(once);
  });
});
