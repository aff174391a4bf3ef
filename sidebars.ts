import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The one sidebar of the site, in reading order (spec §2.3). Later sections
 * join as their pages are written; a section is never listed before its pages exist.
 */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Overview',
      collapsible: true,
      collapsed: true,
      items: [
        { type: 'doc', id: 'get-started/intro', label: 'Intro to XMTP' },
        { type: 'doc', id: 'get-started/faq', label: 'FAQ' },
      ],
    },
    {
      type: 'link',
      label: 'Build chat bots with MessageKit',
      href: 'https://messagekit.ephemerahq.com/',
    },
    {
      type: 'category',
      label: 'Build chat inboxes',
      collapsible: true,
      collapsed: true,
      items: [
        {
          type: 'category',
          label: 'Get started',
          collapsible: true,
          collapsed: false,
          items: [
            { type: 'doc', id: 'get-started/developer-quickstart', label: 'Developer quickstart' },
            { type: 'doc', id: 'get-started/examples', label: 'SDKs and example apps' },
            { type: 'doc', id: 'get-started/references', label: 'SDK references' },
          ],
        },
      ],
    },
  ],
};

export default sidebars;
