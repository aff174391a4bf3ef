import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dropTranslationDescriptions } = require('../../../../plugins/client-bundle/translationDescriptionsLoader.cjs') as {
  dropTranslationDescriptions(source: string): string;
};

describe('the loader that drops translation descriptions from the browser bundle', () => {
  it("drops the description of translate() calls and of <Translate> elements, keeping ids and messages", () => {
    const source = [
      "import Translate, { translate as t } from '@docusaurus/Translate';",
      "import { jsx as _jsx } from 'react/jsx-runtime';",
      "export const label = t({ id: 'theme.docs.paginator.next', message: 'Next', description: 'The label of the next page link' });",
      "export const other = (0, t)({ message: 'Top', description: \"Scrolls back up\", id: 'vx.top' }, { count: 1 });",
      "export const element = _jsx(Translate, { id: 'theme.NotFound.title', description: 'The title of the 404 page', children: 'Page Not Found' });",
      "export const unrelated = { description: 'A page description, kept' };",
      "export const meta = _jsx('meta', { name: 'description', description: 'kept too' });",
    ].join('\n');
    const result = dropTranslationDescriptions(source);
    expect(result).not.toContain('The label of the next page link');
    expect(result).not.toContain('Scrolls back up');
    expect(result).not.toContain('The title of the 404 page');
    expect(result).toContain("t({ id: 'theme.docs.paginator.next', message: 'Next' })");
    expect(result).toContain("(0, t)({ message: 'Top', id: 'vx.top' }, { count: 1 })");
    expect(result).toContain("_jsx(Translate, { id: 'theme.NotFound.title', children: 'Page Not Found' })");
    expect(result).toContain("{ description: 'A page description, kept' }");
    expect(result).toContain("description: 'kept too'");
    expect(() => parse(result, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('leaves modules that do not import the translation API, or cannot be parsed, as they are', () => {
    const other = "const translate = (x) => x; export const a = translate({ id: 'a', description: 'kept' });";
    expect(dropTranslationDescriptions(other)).toBe(other);
    const broken = "import { translate } from '@docusaurus/Translate'; translate({ description: 'x' ";
    expect(dropTranslationDescriptions(broken)).toBe(broken);
  });
});
