/**
 * Shadows @theme/TabItem (src/theme/swizzles.ts): a panel labelled by
 * its tab (see @theme/Tabs), shown while its tab is selected.
 */
import React, { useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/TabItem';
import { TabIdsContext, panelId, tabId } from '../Tabs/ids';

export default function TabItem({ children, className, value, label }: Props): ReactNode {
  const { selectedValue, lazy } = useTabs();
  const baseId = useContext(TabIdsContext);
  const selected = value === selectedValue;
  if (!selected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      className={clsx(className)}
      // Names the panel when every panel shows at once (no JavaScript: see custom.css).
      data-tab-label={label ?? value}
      // The stored tab's panel is shown before the app starts by this value (plugins/tab-choice).
      data-tab-value={value}
      hidden={!selected}>
      {children}
    </div>
  );
}
