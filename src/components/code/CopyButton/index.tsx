import React, { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { COPIED_MS, writeClipboard } from '@site/src/utils/clipboard';
import { copyableText } from '../copyableText';
import styles from '../CodeBlock/styles.module.css';

export interface CopyButtonProps {
  /** The block's `<code>`, whose lines are copied. */
  readonly codeRef: RefObject<HTMLElement | null>;
}

/** "Copy", then "Copied" for COPIED_MS (spec §4); removed diff lines stay off the clipboard. */
export default function CopyButton({ codeRef }: CopyButtonProps): ReactNode {
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = useCallback(() => {
    const code = codeRef.current;
    if (!code) return;
    writeClipboard(copyableText(code)).then(
      () => {
        setCopied(true);
        window.clearTimeout(resetTimer.current);
        resetTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
      },
      () => setCopied(false),
    );
  }, [codeRef]);

  return (
    <button type="button" className={clsx(styles.button, copied && styles.copied)} onClick={copy}>
      <span aria-live="polite">
        {copied ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' }) : translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      </span>
    </button>
  );
}
