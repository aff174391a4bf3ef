import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import TileGrid, { type Tile } from '@site/src/components/home/TileGrid';
import { SITE_DESCRIPTION } from '@site/src/site';
import styles from './index.module.css';

/** Paths into the docs, in the order a newcomer would take them. */
const TILES: readonly Tile[] = [
  {
    icon: '📚',
    title: 'Introduction',
    description: 'What XMTP is, why it exists, and how to send your first message with an app that already uses it.',
    href: '/get-started/intro',
  },
  {
    icon: '📥',
    title: 'Build chat inboxes',
    description: 'Install an SDK for the web, Android, iOS or React Native and send a message in a few lines of code.',
    href: '/get-started/developer-quickstart',
  },
  {
    icon: '🧰',
    title: 'SDKs and example apps',
    description: 'The client SDKs, developer tools and open-source apps to start from, for every platform.',
    href: '/get-started/examples',
  },
  {
    icon: '🤖',
    title: 'Build chat bots',
    description: 'Write bots that chat, play games and send transactions with MessageKit, a framework built on XMTP.',
    href: 'https://messagekit.ephemerahq.com/',
  },
  {
    icon: '🎈',
    title: 'Embed a chat widget',
    description: 'Put a floating XMTP inbox on your website, starting from an open-source quickstart app.',
    href: '/chat-widget/chat-widget',
  },
  {
    icon: '🔔',
    title: 'Broadcast notifications',
    description: 'Let people subscribe with their wallet, then send updates to everyone who opted in.',
    href: '/consent/build-engagement',
  },
  {
    icon: '📖',
    title: 'SDK references',
    description: 'Generated API reference documentation for each XMTP client SDK.',
    href: '/get-started/references',
  },
  {
    icon: '👩🏽‍💻',
    title: 'Explore Converse',
    description: 'Read the source of Converse, an open-source messaging app built on XMTP, to see the SDK in a real app.',
    href: 'https://github.com/ephemeraHQ/converse-app',
  },
  {
    icon: '🧠',
    title: 'Learn protocol concepts',
    description: 'How XMTP works underneath: versions, identities, signatures, encryption and the portable inbox.',
    href: '/protocol/xmtp-versions',
  },
  {
    icon: '❓',
    title: 'FAQ',
    description: 'Answers about wallets, chains, the network, fees, security, storage and message formats.',
    href: '/get-started/faq',
  },
];

export default function Home(): ReactNode {
  return (
    <Layout description={SITE_DESCRIPTION}>
      <main className={styles.main}>
        <header className={styles.hero}>
          <h1 className={styles.headline}>Build with XMTP</h1>
          <p className={styles.subhead}>
            XMTP is an open protocol and network for private, end-to-end encrypted messaging between
            wallets, apps and people. Add chat, group chat, bots and notifications to your app, and
            your users keep their inbox wherever they go.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/get-started/developer-quickstart">
              Start building
            </Link>
            <Link className="button button--secondary button--lg" to="/get-started/intro">
              Learn how XMTP works
            </Link>
          </div>
        </header>
        <section aria-labelledby="paths">
          <h2 id="paths" className={styles.sectionTitle}>
            Where to go next
          </h2>
          <TileGrid tiles={TILES} />
        </section>
      </main>
    </Layout>
  );
}
