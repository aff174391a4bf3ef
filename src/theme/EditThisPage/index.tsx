/**
 * Shadows @theme/EditThisPage (src/theme/swizzles.ts): our wording, icon and new tab, since the link leaves for
 * GitHub. Our page footer renders the same EditLink directly; this keeps any
 * other user of @theme/EditThisPage identical.
 */
import React, { type ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/EditThisPage';
import EditLink from '@site/src/components/layout/PageFooter/EditLink';

export default function EditThisPage({ editUrl }: Props): ReactNode {
  return <EditLink editUrl={editUrl} className={ThemeClassNames.common.editThisPage} />;
}
