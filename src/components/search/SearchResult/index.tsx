import React, { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import { highlightHtml, highlightSegments, type SearchResult } from '@site/src/search';
import { preloadPage } from '../pageCode';
import styles from './styles.module.css';

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }): ReactNode {
  return highlightSegments(text, terms).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>,
  );
}

interface Props {
  id: string;
  result: SearchResult;
  selected: boolean;
  showExcerpt: boolean;
  /** Hover or focus moved the selection to `index`. */
  onSelect(index: number): void;
  /** A plain click opens the result in this tab: the dialog closes and navigates. */
  onOpen(result: SearchResult): void;
  index: number;
}

/**
 * One result: a link that is also a listbox option. A page result shows its
 * title; a heading result shows its parent headings as a breadcrumb.
 *
 * A plain anchor, not Docusaurus' Link: Link prefetches every link that
 * scrolls into view, so each set of results would fetch up to 16 pages'
 * code while the reader is still typing, and it sets that watch up again on
 * every render (each arrow key). Here only the result a reader points at,
 * touches or focuses is preloaded, and the selected one is prefetched by the
 * dialog. Memoised: moving the selection redraws two results, not sixteen.
 */
function SearchResultOption({ id, result, selected, showExcerpt, onSelect, onOpen, index }: Props): ReactNode {
  const intent = () => preloadPage(result.href);
  return (
    <a
      id={id}
      href={result.href}
      role="option"
      aria-selected={selected}
      className={clsx(styles.result, selected && styles.selected)}
      onMouseMove={selected ? undefined : () => onSelect(index)}
      onMouseEnter={intent}
      onTouchStart={intent}
      onFocus={() => {
        intent();
        onSelect(index);
      }}
      onClick={(event) => {
        if (event.metaKey) {
          // Meta+click opens a new tab everywhere (spec §4), not only where the
          // browser does that itself (macOS); the dialog stays open.
          event.preventDefault();
          window.open(event.currentTarget.href, '_blank', 'noopener');
          return;
        }
        // Other modified clicks are the browser's (new window, download…): the dialog stays.
        if (event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(result);
      }}>
      <span className={styles.titles}>
        <svg className={styles.kind} viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
          {result.isPage ? <path d="M4 1.75h5.5L12.5 4.75v9.5h-8.5zM9.25 2v3h3M6.5 8.5h4M6.5 11h4" /> : <path d="M6 2 4.5 14M11.5 2 10 14M2.5 5.5h11.5M2 10.5h11.5" />}
        </svg>
        {result.titles.map((title, index) => (
          <span key={index} className={styles.parent}>
            <Highlighted text={title} terms={result.terms} />
            <span className={styles.separator} aria-hidden="true">
              ›
            </span>
          </span>
        ))}
        <span className={styles.title}>
          <Highlighted text={result.title} terms={result.terms} />
        </span>
      </span>
      {showExcerpt && result.html && (
        // Safe: highlightHtml escapes all text and lets only <code> through and adds <mark>.
        <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: highlightHtml(result.html, result.terms) }} />
      )}
    </a>
  );
}

export default memo(SearchResultOption);
