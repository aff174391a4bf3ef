import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PageFooter from '../../../src/components/layout/PageFooter';
import codeTranslations from '../stubs/codeTranslations';

// The static HTML's render: useIsBrowser is false on the server (and while hydrating).
vi.mock('@docusaurus/useIsBrowser', () => ({ default: () => false }));
// Docusaurus' client modules only exist inside a build: the parts PageFooter reads.
vi.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: { docs: { docFooterTagsRow: 'theme-doc-footer-tags-row', docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row' } },
}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ i18n: { currentLocale: 'fr', localeConfigs: { fr: { htmlLang: 'fr-FR', calendar: 'gregory' } } } }),
}));

const EN = { htmlLang: 'en-US', calendar: 'gregory' };
const AT = Date.parse('2024-10-31T00:00:00Z');
const text = (html: string) => html.replace(/<[^>]+>/g, '');

/** The build-time constants plugins/client-bundle sets for a site whose docs use tags, authors and a locale that needs Intl. */
function useEveryFeature() {
  vi.stubEnv('VX_DOCS_TAGS', 'true');
  vi.stubEnv('VX_DOCS_AUTHORS', 'true');
  vi.stubEnv('VX_LOCALE_DATES', 'true');
}

describe('PageFooter', () => {
  beforeEach(useEveryFeature);
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const id of Object.keys(codeTranslations)) delete codeTranslations[id];
  });

  it('leaves tags and authors out where the build says no doc has them (no code for them ships)', () => {
    vi.stubEnv('VX_DOCS_TAGS', 'false');
    vi.stubEnv('VX_DOCS_AUTHORS', 'false');
    const html = renderToStaticMarkup(
      <PageFooter locale={EN} lastUpdatedAt={AT} lastUpdatedBy="Ada Writer" tags={[{ label: 'Fixture', permalink: '/tags/fixture' }]} />,
    );
    expect(text(html)).toBe('Last updated: 10/31/24, 12:00 AM UTC');
  });

  it('says when the page was last updated, and by whom', () => {
    const html = renderToStaticMarkup(<PageFooter locale={EN} lastUpdatedAt={AT} lastUpdatedBy="Ada Writer" />);
    expect(text(html)).toBe('Last updated: 10/31/24, 12:00 AM UTC by Ada Writer');
    expect(html).toContain('<time dateTime="2024-10-31T00:00:00.000Z">');
  });

  it('keeps the XMTP wording when there is no author', () => {
    const html = renderToStaticMarkup(<PageFooter locale={EN} lastUpdatedAt={AT} editUrl="https://github.com/xmtp/x/edit/main/a.md" />);
    expect(text(html)).toBe('Suggest changes to this pageLast updated: 10/31/24, 12:00 AM UTC');
  });

  it('names the author alone when the docs show no time (showLastUpdateTime: false)', () => {
    const html = renderToStaticMarkup(<PageFooter locale={EN} lastUpdatedBy="Ada Writer" />);
    expect(text(html)).toBe('Last updated by Ada Writer');
    expect(html).not.toContain('<time');
  });

  it('shows nothing without tags, edit link or last update', () => {
    expect(renderToStaticMarkup(<PageFooter locale={EN} editUrl={null} lastUpdatedAt={null} tags={[]} />)).toBe('');
  });

  it('links each tag to its page, with its description as a title, in a list named by its label', () => {
    const html = renderToStaticMarkup(
      <PageFooter
        locale={EN}
        tags={[
          { label: 'Test fixture', permalink: '/tags/fixture', description: 'Pages of the fixture.' },
          { label: 'Writing docs', permalink: '/tags/writing' },
        ]}
      />,
    );
    const [, labelId] = /<span id="([^"]+)"[^>]*>Tags:<\/span>/.exec(html) ?? [];
    expect(labelId).toBeTruthy();
    expect(html).toMatch(new RegExp(`<ul [^>]*aria-labelledby="${labelId}"`));
    expect(html).toMatch(/<a href="\/tags\/fixture" class="[^"]*" rel="tag" title="Pages of the fixture.">Test fixture<\/a>/);
    expect(html).toMatch(/<a href="\/tags\/writing" class="[^"]*" rel="tag">Writing docs<\/a>/);
    expect(html).not.toContain('<time');
  });

  it("uses Docusaurus' translation ids, so another language can reword each part", () => {
    Object.assign(codeTranslations, {
      'theme.lastUpdated.lastUpdatedAtBy': 'Dernière mise à jour{atDate}{byUser}',
      'theme.lastUpdated.atDate': ' le {date}',
      'theme.lastUpdated.byUser': ' par {user}',
      'theme.tags.tagsListLabel': 'Étiquettes :',
      'theme.common.editThisPage': 'Éditer cette page',
    });
    // No locale given: the site locale's (here French, from the mocked site context).
    const html = renderToStaticMarkup(
      <PageFooter
        lastUpdatedAt={AT}
        lastUpdatedBy="Ada"
        editUrl="https://github.com/xmtp/x/edit/main/a.md"
        tags={[{ label: 'Fixture', permalink: '/fr/tags/fixture' }]}
      />,
    );
    expect(text(html).replace(/\s/g, ' ')).toBe('Étiquettes :FixtureÉditer cette pageDernière mise à jour le 31/10/2024 00:00 UTC par Ada');
  });
});
