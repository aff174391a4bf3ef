import { createContext } from 'react';

/** The id prefix of a tab group, shared by its tabs and their panels. */
export const TabIdsContext = createContext<string>('tabs');

/** Tab values can hold spaces ("React Native"); ids cannot. */
function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, '-');
}

export const tabId = (baseId: string, value: string) => `${baseId}-tab-${slug(value)}`;
export const panelId = (baseId: string, value: string) => `${baseId}-panel-${slug(value)}`;
