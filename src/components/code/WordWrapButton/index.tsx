import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { WrapIcon } from '@site/src/components/icons';
import styles from '../CodeBlock/styles.module.css';

export interface WordWrapButtonProps {
  readonly wrapped: boolean;
  readonly onToggle: () => void;
}

/** Wraps long lines in place of scrolling sideways, and back. */
export default function WordWrapButton({ wrapped, onToggle }: WordWrapButtonProps): ReactNode {
  const label = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <button
      type="button"
      className={clsx(styles.button, styles.wrapButton)}
      aria-label={label}
      title={label}
      aria-pressed={wrapped}
      onClick={onToggle}>
      <WrapIcon className={styles.buttonIcon} />
    </button>
  );
}
