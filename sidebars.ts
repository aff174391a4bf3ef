import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The one sidebar of the site, in reading order (spec §2.3). The archived
 * pages (/z_archive/*), /dms/overview and /get-started/awesome are published
 * but, as on the site this replaces, in no sidebar.
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
    { type: 'doc', id: 'chat-widget/chat-widget', label: 'Embed a chat widget' },
    {
      type: 'category',
      label: 'Broadcast notifications',
      collapsible: true,
      collapsed: true,
      items: [
        { type: 'doc', id: 'consent/build-engagement', label: 'Use case' },
        { type: 'doc', id: 'consent/subscribe', label: 'Enable subscriptions' },
        { type: 'doc', id: 'consent/broadcast', label: 'Broadcast notifications' },
        { type: 'doc', id: 'consent/consent-quickstarts', label: 'Quickstart repos' },
      ],
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
        { type: 'doc', id: 'client/create-client', label: 'Create a client' },
        {
          type: 'category',
          label: 'Build 1:1 chat',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'dms/conversations', label: 'Create a 1:1 conversation' },
            { type: 'doc', id: 'dms/messages', label: 'Send 1:1 messages' },
            { type: 'doc', id: 'dms/streams', label: 'Stream 1:1 conversations & messages' },
          ],
        },
        {
          type: 'category',
          label: 'Build group chat',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'groups/build-group-chat', label: 'Build group chat' },
            { type: 'doc', id: 'groups/group-consent', label: 'Handle group consent' },
            { type: 'doc', id: 'groups/group-permissions', label: 'Handle group permissions' },
            { type: 'doc', id: 'groups/group-metadata', label: 'Handle group metadata' },
          ],
        },
        {
          type: 'category',
          label: 'Build push notifications',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'notifications/build-notifications', label: 'Send push notifications' },
            { type: 'doc', id: 'notifications/notif-server', label: 'Set up a push notification server' },
            { type: 'doc', id: 'notifications/notif-best-practices', label: 'Best practices' },
            { type: 'doc', id: 'notifications/notifs-android', label: 'Try Android example notifications' },
            { type: 'doc', id: 'notifications/notifs-ios', label: 'Try iOS example notifications' },
          ],
        },
        {
          type: 'category',
          label: 'Support spam-free inboxes',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'consent/user-consent', label: 'User consent and spam-free inboxes' },
            { type: 'doc', id: 'consent/consent-methods', label: 'Build with consent methods' },
            { type: 'doc', id: 'consent/filter-spam', label: 'Handle unknown contacts' },
          ],
        },
        {
          type: 'category',
          label: 'Support content types',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'content-types/content-types', label: 'Understand content types' },
            { type: 'doc', id: 'content-types/remote-attachment', label: 'Remote attachment' },
            { type: 'doc', id: 'content-types/reply', label: 'Replies' },
            { type: 'doc', id: 'content-types/reaction', label: 'Reactions' },
            { type: 'doc', id: 'content-types/read-receipt', label: 'Read receipts' },
            { type: 'doc', id: 'content-types/transaction-ref', label: 'Onchain transaction references' },
            { type: 'doc', id: 'content-types/custom', label: 'Custom content type' },
          ],
        },
        {
          type: 'category',
          label: 'Display Open Frames',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'open-frames/open-frames', label: 'Get started with Open Frames' },
            { type: 'doc', id: 'open-frames/transactional-open-frames', label: 'Display transactional Open Frames' },
            { type: 'doc', id: 'open-frames/subscription-open-frames', label: 'Display subscription Open Frames' },
          ],
        },
        {
          type: 'category',
          label: 'Performance & UX',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'perf-ux/local-first', label: 'Use local-first architecture' },
            { type: 'doc', id: 'perf-ux/optimistic-sending', label: 'Use optimistic sending' },
            { type: 'doc', id: 'perf-ux/identity-resolution', label: 'Resolve identities' },
            { type: 'doc', id: 'perf-ux/debug-and-test', label: 'Performance test' },
            { type: 'doc', id: 'perf-ux/get-featured', label: 'Launch checklist' },
            { type: 'doc', id: 'perf-ux/xmtp-metamask-snap', label: 'MetaMask Snap' },
          ],
        },
        { type: 'doc', id: 'dms/troubleshoot', label: 'Troubleshoot' },
      ],
    },
    {
      type: 'category',
      label: 'Learn protocol concepts',
      collapsible: true,
      collapsed: true,
      items: [
        { type: 'doc', id: 'protocol/signatures', label: 'Account signatures' },
        { type: 'doc', id: 'protocol/security-encryption', label: 'Security and encryption' },
        { type: 'doc', id: 'protocol/protocols', label: 'Protocols' },
        { type: 'doc', id: 'protocol/v3/identity', label: 'Multi-wallet identity' },
        { type: 'doc', id: 'protocol/v3/message-history', label: 'Message history' },
        { type: 'doc', id: 'protocol/v3/smart-wallet', label: 'Smart wallet support' },
        { type: 'doc', id: 'protocol/portable-inbox', label: 'Portable inbox' },
        { type: 'doc', id: 'protocol/xips', label: 'XIPs' },
        { type: 'doc', id: 'protocol/xmtp-versions', label: 'XMTP versions' },
        {
          type: 'category',
          label: 'XMTP V2',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'protocol/v2/architectural-overview', label: 'Architecture' },
            { type: 'doc', id: 'protocol/v2/key-generation-and-usage', label: 'Key generation' },
            { type: 'doc', id: 'protocol/v2/invitation-and-message-encryption', label: 'Encryption' },
            { type: 'doc', id: 'protocol/v2/algorithms-in-use', label: 'Algorithms in use' },
          ],
        },
      ],
    },
  ],
};

export default sidebars;
