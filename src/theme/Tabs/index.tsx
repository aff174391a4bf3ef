/**
 * Shadows @theme/Tabs (src/theme/swizzles.ts), our own markup on the
 * theme's tab state (useTabsContextValue: the selected value, persisted per
 * groupId in local storage and kept in sync across every group on the site).
 * Why not a wrap: tabs must follow focus (WAI-ARIA automatic activation), so
 * arrow keys, Home and End select as they move, and panels must be labelled
 * by their tabs; both live in the tab list itself.
 */
import React, { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  TabsProvider,
  sanitizeTabsChildren,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import { TAB_CHOICE_STYLE_ID } from '@site/src/tabChoice';

/**
 * Takes away the style that showed the stored tab before the app started
 * (plugins/tab-choice): when React shows that same tab (`shownTab`), or at
 * once when the reader picks a tab (no argument), since the style would
 * otherwise keep showing the old choice on the next page.
 */
function dropPrePaintChoice(shownTab?: string): void {
  const style = document.getElementById(TAB_CHOICE_STYLE_ID);
  if (style && (shownTab === undefined || style.getAttribute('data-tab-value') === shownTab)) style.remove();
}
import { TabIdsContext, tabId, panelId } from './ids';
import styles from './styles.module.css';

/** Which tab a key moves to, or undefined for keys that don't move. */
function targetIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function TabList({ className, baseId }: { className?: string; baseId: string }) {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const { value } = tabValues[index];
    const tab = tabs.current[index];
    if (value === selectedValue || !tab) return;
    // Other groups on the page switch too; keep this one where the reader is.
    blockElementScrollPositionUntilNextRender(tab);
    dropPrePaintChoice();
    selectValue(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, tabValues.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', styles.tabList, block && 'tabs--block', className)}>
      {tabValues.map(({ value, label, attributes }, index) => {
        const selected = value === selectedValue;
        return (
          <button
            key={value}
            type="button"
            role="tab"
            id={tabId(baseId, value)}
            aria-selected={selected}
            aria-controls={panelId(baseId, value)}
            data-tab-value={value}
            tabIndex={selected ? 0 : -1}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            onClick={() => select(index)}
            onFocus={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            {...attributes}
            className={clsx('tabs__item', styles.tab, selected && 'tabs__item--active', attributes?.className as string)}>
            {label ?? value}
          </button>
        );
      })}
    </div>
  );
}

/** A tab group: the tab list, then the panels (the `<TabItem>` children). */
export default function Tabs({ className, children, ...options }: Props): ReactNode {
  const groupIds = useId();
  // Hydration renders the default tab, as the server did; the stored choice
  // (read through useSyncExternalStore) then selects its tab in one update
  // that only flips `hidden` and `aria-selected`. The stock Tabs remounts
  // every group once hydrated instead, which re-renders all their code.
  const state = useTabsContextValue({ children, ...options });
  const { selectedValue } = state;
  useEffect(() => dropPrePaintChoice(selectedValue), [selectedValue]);
  return (
    <TabIdsContext.Provider value={groupIds}>
      <TabsProvider value={state}>
        <div className={clsx('tabs-container', styles.container)}>
          <TabList className={className} baseId={groupIds} />
          <div className={styles.panels}>{sanitizeTabsChildren(children)}</div>
        </div>
      </TabsProvider>
    </TabIdsContext.Provider>
  );
}
