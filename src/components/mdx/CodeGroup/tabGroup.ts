/** The tab group every code group belongs to: one SDK choice for the whole site, kept by Docusaurus' tabs. */
export const CODE_GROUP_TAB_GROUP = 'sdk';
