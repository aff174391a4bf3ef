/**
 * Shadows @theme/CodeBlock/Buttons/CopyButton (Docusaurus 3.10, eject-safe).
 * Why not a wrap: the label must read "Copy", then "Copied" for COPIED_MS, and
 * removed diff lines must stay off the clipboard, both decided inside.
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import { copyableText } from '@site/src/components/code/copyableText';
import { COPIED_MS, writeClipboard } from '@site/src/utils/clipboard';
import { REMOVED_LINE_CLASS } from '@site/plugins/remark/magicComments';
import styles from './styles.module.css';

export default function CopyButton({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = useCallback(() => {
    const text = copyableText(metadata.code, metadata.lineClassNames, REMOVED_LINE_CLASS);
    writeClipboard(text).then(
      () => {
        setCopied(true);
        window.clearTimeout(resetTimer.current);
        resetTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
      },
      () => setCopied(false),
    );
  }, [metadata]);

  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.copyButton, copied && styles.copied, className)}
      onClick={copy}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
