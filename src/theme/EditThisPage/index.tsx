/**
 * Shadows @theme/EditThisPage (Docusaurus 3.10, eject-safe): our wording and a
 * new tab, since the link leaves for GitHub.
 */
import React, { type ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/EditThisPage';
import { EDIT_LINK_TEXT } from '@site/src/site';

export default function EditThisPage({ editUrl }: Props): ReactNode {
  return (
    <a
      href={editUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={ThemeClassNames.common.editThisPage}>
      {EDIT_LINK_TEXT}
    </a>
  );
}
