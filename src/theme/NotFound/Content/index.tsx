/**
 * Shadows @theme/NotFound/Content (Docusaurus 3.10, eject-safe): the wording
 * and the way home are fixed by the spec (§2.2).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import type { Props } from '@theme/NotFound/Content';
import styles from './styles.module.css';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    // The not-found page uses the minimal layout (spec §2.1).
    <HtmlClassNameProvider className="vx-layout-minimal">
      <main className={clsx(styles.notFound, className)}>
        <h1>Page Not Found</h1>
        <p>The page you were looking for could not be found.</p>
        <Link className="button button--primary" to="/">
          Go to Home Page
        </Link>
      </main>
    </HtmlClassNameProvider>
  );
}
