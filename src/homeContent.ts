/**
 * What the home page says, apart from how it looks: src/pages/index.tsx
 * renders it, and plugins/markdown-twins writes it as the page's Markdown
 * twin (/index.md). Plain data, so the build can read it without React.
 */
import type { Tile } from './components/home/TileGrid';

export const HOME_HEADLINE = 'Build with XMTP';

export const HOME_INTRO =
  'XMTP is an open protocol and network for private, end-to-end encrypted messaging between ' +
  'wallets, apps and people. Add chat, group chat, bots and notifications to your app, and ' +
  'your users keep their inbox wherever they go.';

/** The hero's two calls to action, primary first. */
export const HOME_ACTIONS = [
  { label: 'Start building', to: '/get-started/developer-quickstart' },
  { label: 'Learn how XMTP works', to: '/get-started/intro' },
] as const;

export const HOME_TILES_HEADING = 'Where to go next';

/** Paths into the docs, in the order a newcomer would take them. */
export const HOME_TILES: readonly Tile[] = [
  {
    icon: 'book',
    title: 'Introduction',
    description: 'What XMTP is, why it exists, and how to send your first message with an app that already uses it.',
    href: '/get-started/intro',
  },
  {
    icon: 'inbox',
    title: 'Build chat inboxes',
    description: 'Install an SDK for the web, Android, iOS or React Native and send a message in a few lines of code.',
    href: '/get-started/developer-quickstart',
  },
  {
    icon: 'toolbox',
    title: 'SDKs and example apps',
    description: 'The client SDKs, developer tools and open-source apps to start from, for every platform.',
    href: '/get-started/examples',
  },
  {
    icon: 'bot',
    title: 'Build chat bots',
    description: 'Write bots that chat, play games and send transactions with MessageKit, a framework built on XMTP.',
    href: 'https://messagekit.ephemerahq.com/',
  },
  {
    icon: 'chat',
    title: 'Embed a chat widget',
    description: 'Put a floating XMTP inbox on your website, starting from an open-source quickstart app.',
    href: '/chat-widget/chat-widget',
  },
  {
    icon: 'bell',
    title: 'Broadcast notifications',
    description: 'Let people subscribe with their wallet, then send updates to everyone who opted in.',
    href: '/consent/build-engagement',
  },
  {
    icon: 'code',
    title: 'SDK references',
    description: 'Generated API reference documentation for each XMTP client SDK.',
    href: '/get-started/references',
  },
  {
    icon: 'phone',
    title: 'Explore Converse',
    description: 'Read the source of Converse, an open-source messaging app built on XMTP, to see the SDK in a real app.',
    href: 'https://github.com/ephemeraHQ/converse-app',
  },
  {
    icon: 'network',
    title: 'Learn protocol concepts',
    description: 'How XMTP works underneath: versions, identities, signatures, encryption and the portable inbox.',
    href: '/protocol/xmtp-versions',
  },
  {
    icon: 'question',
    title: 'FAQ',
    description: 'Answers about wallets, chains, the network, fees, security, storage and message formats.',
    href: '/get-started/faq',
  },
];
