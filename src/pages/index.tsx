import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import TileGrid from '@site/src/components/home/TileGrid';
import {
  HOME_ACTIONS,
  HOME_HEADLINE,
  HOME_INTRO,
  HOME_TILES,
  HOME_TILES_HEADING,
} from '@site/src/homeContent';
import Link from '@docusaurus/Link';
import { SITE_DESCRIPTION } from '@site/src/site';
import Head from '@docusaurus/Head';
import { markdownTwinPath } from '@site/src/markdownTwins';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const markdownTwin = markdownTwinPath(useBaseUrl('/'));
  return (
    <Layout description={SITE_DESCRIPTION}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwin} />
      </Head>
      <main className={styles.main}>
        <header className={styles.hero}>
          <h1 className={styles.headline}>{HOME_HEADLINE}</h1>
          <p className={styles.subhead}>{HOME_INTRO}</p>
          <div className={styles.actions}>
            {HOME_ACTIONS.map((action, index) => (
              <Link
                key={action.to}
                className={clsx('button button--lg', index === 0 ? 'button--primary' : 'button--secondary')}
                to={action.to}>
                {action.label}
              </Link>
            ))}
          </div>
        </header>
        <section aria-labelledby="paths">
          <h2 id="paths" className={styles.sectionTitle}>
            {HOME_TILES_HEADING}
          </h2>
          <TileGrid tiles={HOME_TILES} />
        </section>
      </main>
    </Layout>
  );
}
