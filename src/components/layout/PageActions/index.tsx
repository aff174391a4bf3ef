import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { CopyIcon, MarkdownIcon } from '../../icons';
import { COPIED_MS, writeClipboardWhenReady } from '../../../utils/clipboard';
import { fetchMarkdownTwin } from './fetchMarkdownTwin';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The copy button's text in each state (a function: translations are looked up at render). */
const LABELS: Record<CopyState, () => string> = {
  idle: () => translate({ id: 'vx.pageActions.copyPage', message: 'Copy page' }),
  copied: () => translate({ id: 'vx.pageActions.copied', message: 'Copied' }),
  failed: () => translate({ id: 'vx.pageActions.copyFailed', message: 'Copy failed' }),
};

/**
 * A docs page's Markdown twin (plugins/markdown-twins) for readers who take
 * the page into an AI tool or a note: "Copy page" puts it on the clipboard,
 * "View as Markdown" opens it.
 */
export default function PageActions({ markdownUrl }: { markdownUrl: string }): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const show = useCallback((next: CopyState) => {
    setState(next);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setState('idle'), COPIED_MS);
  }, []);

  const copy = useCallback(() => {
    writeClipboardWhenReady(fetchMarkdownTwin(markdownUrl)).then(
      () => show('copied'),
      (error: unknown) => {
        console.warn(`Could not copy ${markdownUrl}:`, error);
        show('failed');
      },
    );
  }, [markdownUrl, show]);

  return (
    <div className={styles.pageActions}>
      <button type="button" className={clsx('clean-btn', styles.action, styles.copyButton)} onClick={copy}>
        <CopyIcon className={styles.icon} />
        <span aria-live="polite">{LABELS[state]()}</span>
      </button>
      <a className={styles.action} href={markdownUrl} type="text/markdown">
        <MarkdownIcon className={styles.icon} />
        <Translate id="vx.pageActions.viewAsMarkdown">View as Markdown</Translate>
      </a>
    </div>
  );
}
