/**
 * Facts about the site that the config, the theme and the tests share.
 * Kept free of Node and browser APIs so every side can import it.
 */

export const SITE_TITLE = 'XMTP Documentation';
export const SITE_DESCRIPTION =
  'Documentation for XMTP, the open and secure messaging protocol for web3';

/** Production origin; page paths are appended to it for canonical URLs. */
export const SITE_URL = 'https://docs.xmtp.org';

/** The analytics host and the domain it reports under. */
export const ANALYTICS_SCRIPT = 'https://plausible.io/js/script.js';
export const ANALYTICS_DOMAIN = 'docs.xmtp.org';

export const EDIT_URL_BASE =
  'https://github.com/xmtp/docs-xmtp-org/edit/main/docs/pages/';

export const SUPPORT_URL = 'https://converse.xyz/group-invite/a0XKzl9oVpWNXcuYDZLMf';
export const XMTP_ORG_URL = 'https://xmtp.org/';
export const GITHUB_ORG_URL = 'https://github.com/xmtp';

/**
 * Open Graph card per path prefix. The longest prefix that the page path starts
 * with wins (see pickOgImage), so a section can get its own card later.
 */
export const OG_IMAGES: Readonly<Record<string, string>> = {
  '/': '/img/social-card.png',
};
