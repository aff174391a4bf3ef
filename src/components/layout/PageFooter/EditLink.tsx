import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import { EditIcon } from '../../icons';
import styles from './styles.module.css';

export interface EditLinkProps {
  /** The page's source on GitHub, built by the docs plugin's `editUrl`. */
  readonly editUrl: string;
  readonly className?: string;
}

/** "Suggest changes to this page": leaves for GitHub, so a new tab. */
export default function EditLink({ editUrl, className }: EditLinkProps): ReactNode {
  return (
    <a
      className={clsx(styles.editLink, className)}
      href={editUrl}
      target="_blank"
      rel="noopener noreferrer">
      <EditIcon className={styles.icon} />
      <Translate id="theme.common.editThisPage">Suggest changes to this page</Translate>
    </a>
  );
}
