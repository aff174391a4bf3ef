import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  formatLastUpdatedLocal,
  formatLastUpdatedUtc,
  toIsoDateTime,
  usesHandWrittenForm,
  type DateLocale,
} from '../../../utils/formatDateTime';
import styles from './styles.module.css';

export interface LastUpdatedProps {
  /** Time of the page's last update (git, or front matter `last_update.date`), in epoch milliseconds. */
  readonly at?: number | null;
  /** Who made it (git, or front matter `last_update.author`), when the docs show authors. */
  readonly by?: string | null;
  /** The date's language and calendar; by default the site locale's. */
  readonly locale?: DateLocale;
}

/** The site locale's language and calendar (`i18n.localeConfigs`), as Docusaurus' own dates use them. */
function useSiteDateLocale(): DateLocale {
  const { currentLocale, localeConfigs } = useDocusaurusContext().i18n;
  const { htmlLang, calendar } = localeConfigs[currentLocale] ?? { htmlLang: currentLocale };
  return { htmlLang, calendar };
}

/** What a US English build needs to know: nothing (plugins/client-bundle sets VX_LOCALE_DATES). */
const US_ENGLISH: DateLocale = { htmlLang: 'en-US' };

/**
 * "Last updated: <date>[ by <author>]" in the page's language, with
 * Docusaurus' translation ids (our English wording: a colon and a short date
 * and time, spec §2.9).
 *
 * The static HTML and the hydrating render show UTC (they must agree); after
 * hydration `useIsBrowser` turns true and the reader's local time replaces it.
 * After a client-side navigation the local time shows from the first render.
 * US English is written identically by the server and the browser; Intl's
 * forms for other languages may differ in a space between Node's and the
 * browser's ICU data, which React is told to let pass on the `<time>`.
 */
export default function LastUpdated({ at, by, locale: given }: LastUpdatedProps): ReactNode {
  const isBrowser = useIsBrowser();
  // A build-time constant, the same on every render, so the hook is always or never called.
  const locale = given ?? (process.env.VX_LOCALE_DATES === 'true' ? useSiteDateLocale() : US_ENGLISH);
  if (at == null && (process.env.VX_DOCS_AUTHORS !== 'true' || !by)) return null;
  const date =
    at == null ? (
      ''
    ) : (
      <Translate
        id="theme.lastUpdated.atDate"
        values={{
          date: (
            <time dateTime={toIsoDateTime(at)} suppressHydrationWarning={process.env.VX_LOCALE_DATES === 'true' && !usesHandWrittenForm(locale)}>
              {isBrowser ? formatLastUpdatedLocal(at, locale) : formatLastUpdatedUtc(at, locale)}
            </time>
          ),
        }}>
        {': {date}'}
      </Translate>
    );
  // A build-time constant (plugins/client-bundle): docs without last-update authors ship no author code.
  const author = process.env.VX_DOCS_AUTHORS === 'true' && by ? (
    <Translate id="theme.lastUpdated.byUser" values={{ user: <span className={styles.author}>{by}</span> }}>
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <p className={styles.lastUpdated}>
      <Translate id="theme.lastUpdated.lastUpdatedAtBy" values={{ atDate: date, byUser: author }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </p>
  );
}
