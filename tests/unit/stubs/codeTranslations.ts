/**
 * Stands in for @generated/codeTranslations in unit tests: no translations, so
 * Docusaurus' own translate() and <Translate> (aliased in vitest.config.mts)
 * give each string's English default. A test that wants another language
 * fills this object and empties it again.
 */
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
