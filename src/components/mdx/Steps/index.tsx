import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export interface StepsProps {
  /** `<Step>` elements, made by plugins/remark/steps.ts from the step headings. */
  children?: ReactNode;
}

/**
 * A numbered walkthrough. The remark plugin checks the structure at build
 * time; a `<Steps>` without several steps renders nothing.
 */
export default function Steps({ children }: StepsProps): ReactNode {
  if (!Array.isArray(children)) return null;
  return <ol className={styles.steps}>{children}</ol>;
}

/** One step: its heading and everything up to the next step heading. */
export function Step({ children }: { children?: ReactNode }): ReactNode {
  return <li className={styles.step}>{children}</li>;
}
