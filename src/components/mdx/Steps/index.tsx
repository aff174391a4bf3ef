import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export interface StepsProps {
  /** `###` headings, each followed by the content of its step. */
  children?: ReactNode;
}

/** Numbers each `###` heading inside it as a step of a walkthrough. */
export default function Steps({ children }: StepsProps): ReactNode {
  if (!Array.isArray(children)) return null;
  return <div className={styles.steps}>{children}</div>;
}
