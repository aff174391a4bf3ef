import type { LoadContext, Plugin } from '@docusaurus/types';
import { CODE_GROUP_TAB_GROUP } from '../../src/tabChoice';
import { tabChoiceScript } from './inlineScript';

/**
 * The reader's SDK tab before first paint (inlineScript.ts). The key is the
 * one Docusaurus' tabs keep the choice under: `docusaurus.tab.<groupId>`,
 * followed by the site's storage namespace (empty unless the site namespaces
 * its storage).
 */
export function tabStorageKey(groupId: string, namespace: string): string {
  return `docusaurus.tab.${groupId}${namespace}`;
}

export default function tabChoicePlugin(context: LoadContext): Plugin {
  return {
    name: 'vx-tab-choice',
    injectHtmlTags() {
      const script = tabChoiceScript({ storageKey: tabStorageKey(CODE_GROUP_TAB_GROUP, context.siteStorage.namespace) });
      return { preBodyTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
