/**
 * Shadows @theme/NotFound/Content (src/theme/swizzles.ts): the wording
 * and the way home are fixed by the spec (§2.2); below them, the pages the
 * reader may have meant. No robots meta: every unknown address answers with
 * HTTP 404, which search engines never index, and the page itself (404.html)
 * is in no sitemap; a `noindex` here only cost the page its SEO audit.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import PageSuggestions from '@site/src/components/layout/PageSuggestions';
import { goHomeLabel } from '@site/src/components/layout/ErrorMessage';
import type { Props } from '@theme/NotFound/Content';
import styles from './styles.module.css';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    // The not-found page uses the minimal layout (spec §2.1).
    <HtmlClassNameProvider className="vx-layout-minimal">
      <main className={clsx(styles.notFound, className)}>
        <h1>{translate({ id: 'theme.NotFound.title', message: 'Page Not Found', description: 'The heading of the not-found page' })}</h1>
        <Head>
          <meta
            name="description"
            content={translate({
              id: 'vx.notFound.metaDescription',
              message: 'This address is not a page of the XMTP documentation; the closest pages are suggested.',
              description: 'The meta description of the not-found page',
            })}
          />
        </Head>
        <p>{translate({ id: 'theme.NotFound.p1', message: 'The page you were looking for could not be found.', description: 'The text of the not-found page' })}</p>
        <Link className="button button--primary" to="/">
          {goHomeLabel()}
        </Link>
        {/* Below the way home, so nothing the reader sees moves when suggestions arrive. */}
        <PageSuggestions />
      </main>
    </HtmlClassNameProvider>
  );
}
