import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerRules, renderHeaders } from '../../../../plugins/hosting/headers';
import { localeLayout, mergeHeaders, mergeRedirects, policyScriptHashes } from '../../../../plugins/hosting/locales';
import { contentSecurityPolicy } from '../../../../plugins/hosting/policy';
import { renderRedirects } from '../../../../plugins/hosting/redirects';

const ANALYTICS = 'https://plausible.io';
const policyFor = (scriptHashes: Iterable<string>) => contentSecurityPolicy({ scriptHashes, analyticsOrigin: ANALYTICS });

function i18n(currentLocale: string, base = '/') {
  return {
    currentLocale,
    defaultLocale: 'en',
    locales: ['en', 'fr', 'pt-BR'],
    localeConfigs: {
      en: { baseUrl: base },
      fr: { baseUrl: `${base}fr/` },
      'pt-BR': { baseUrl: `${base}pt-BR/` },
    },
  } as unknown as Parameters<typeof localeLayout>[0];
}

function headersOf(baseUrl: string, hashes: string[], entries: string[]): string {
  return renderHeaders(
    headerRules({
      baseUrl,
      contentSecurityPolicy: policyFor(hashes),
      entries: entries.map((name) => ({ name, isDirectory: !name.includes('.') })),
    }),
  );
}

describe('localeLayout', () => {
  it('puts the default locale at the root and knows the other locales’ folders', () => {
    expect(localeLayout(i18n('en'), '/site/build')).toEqual({ siteRoot: '/site/build', isDefaultLocale: true, localeFolders: ['fr', 'pt-BR'] });
  });

  it('finds the root above another locale’s folder, under a base path too', () => {
    expect(localeLayout(i18n('fr'), '/site/build/fr').siteRoot).toBe(path.resolve('/site/build'));
    expect(localeLayout(i18n('pt-BR', '/docs/'), '/site/build/pt-BR')).toMatchObject({ siteRoot: path.resolve('/site/build'), isDefaultLocale: false });
  });
});

describe('policyScriptHashes', () => {
  it("reads the hashes of script-src only", () => {
    const policy = `${policyFor(['sha256-AAA=', 'sha256-BBB='])}; style-src 'sha256-CCC='`;
    expect(policyScriptHashes(policy)).toEqual(['sha256-AAA=', 'sha256-BBB=']);
  });
});

describe('mergeHeaders', () => {
  const root = headersOf('/', ['sha256-EN='], ['assets', '.search', 'index.html', 'get-started', '404.html']);
  const french = headersOf('/fr/', ['sha256-FR='], ['assets', '.search', 'index.html', 'get-started']);
  const merged = mergeHeaders({ root, locale: french, localeBaseUrl: '/fr/', rootBaseUrl: '/', policyFor });

  it("extends the root's one security rule to allow both locales' inline scripts", () => {
    const policies = merged.split('\n').filter((line) => line.includes('Content-Security-Policy'));
    expect(policies).toHaveLength(1);
    expect(policyScriptHashes(policies[0])).toEqual(['sha256-EN=', 'sha256-FR=']);
    expect(merged).not.toMatch(/^\/fr\/\*$/m);
  });

  it("adds the locale's caching rules, so its hashed files are immutable and its pages revalidate", () => {
    expect(merged).toMatch(/^\/fr\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(merged).toMatch(/^\/fr\/get-started\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate$/m);
    expect(merged).toMatch(/^\/assets\/\*\n/m);
  });

  it('replaces what an earlier build of the locale wrote, never doubling it', () => {
    const again = mergeHeaders({ root: merged, locale: french, localeBaseUrl: '/fr/', rootBaseUrl: '/', policyFor });
    expect(again).toBe(merged);
  });

  it('refuses to merge into root files the default locale did not write', () => {
    expect(() => mergeHeaders({ root: '', locale: french, localeBaseUrl: '/fr/', rootBaseUrl: '/', policyFor })).toThrow(/build the default locale first/);
  });
});

describe('mergeRedirects', () => {
  const root = renderRedirects([{ from: '/intro/', to: '/intro' }], '/');
  const french = renderRedirects([{ from: '/intro/', to: '/intro' }], '/fr/');

  it("adds the locale's lines after the root's, once however often it is built", () => {
    const merged = mergeRedirects({ root, locale: french, localeBaseUrl: '/fr/' });
    expect(merged.split('\n').filter(Boolean)).toEqual([root.split('\n')[0], '/intro/ /intro 301', '/fr /fr/ 301', '/fr/intro/ /fr/intro 301']);
    expect(mergeRedirects({ root: merged, locale: french, localeBaseUrl: '/fr/' })).toBe(merged);
  });

  it("keeps another locale's lines whose folder merely starts the same way", () => {
    const lines = mergeRedirects({ root: `${root}/frances/ /frances 301\n`, locale: french, localeBaseUrl: '/fr/' });
    expect(lines).toContain('/frances/ /frances 301');
  });
});
