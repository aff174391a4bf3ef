/**
 * Stands in for @docusaurus/useDocusaurusContext in unit tests: an English
 * site with one locale, enough for the theme hooks that read the locale.
 */
const context = {
  siteConfig: { title: 'XMTP Documentation', baseUrl: '/', themeConfig: {} },
  i18n: {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', path: 'en' } },
  },
};

export default function useDocusaurusContext(): typeof context {
  return context;
}
