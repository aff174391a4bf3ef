/**
 * What the code groups' stored-tab script (plugins/tab-choice) and the
 * browser's tabs (src/components/mdx/CodeGroup, @theme/Tabs) agree on.
 */

/** The tab group every code group belongs to: one SDK choice for the whole site, kept by Docusaurus' tabs. */
export const CODE_GROUP_TAB_GROUP = 'sdk';

/** The id of the <style> the inline script writes before first paint; @theme/Tabs removes it once React has selected that tab. */
export const TAB_CHOICE_STYLE_ID = 'vx-tab-choice';
