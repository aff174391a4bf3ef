/**
 * The colour roles of highlighted code. Prism gives each token a list of
 * types (`["template-string", "interpolation", "punctuation"]`); the build
 * (plugins/remark/highlightCode.ts) reduces that list to one role, and the
 * page marks the token with the role's one-letter class. The colours live in
 * src/css/custom.css as `--vx-code-<role>`, light and dark, so a change of
 * colour mode is a change of CSS variables, never a new render of the code.
 *
 * Letters keep the markup small: a long page has thousands of tokens.
 */
export interface CodeRole {
  /** The token's class in the page (`<span class="k">`). */
  readonly letter: string;
  /** The CSS colour token, `--vx-code-<name>`. */
  readonly name: string;
  /** Prism token types drawn in this role. */
  readonly types: readonly string[];
}

export const CODE_ROLES: readonly CodeRole[] = [
  { letter: 'c', name: 'comment', types: ['comment', 'prolog', 'doctype', 'cdata'] },
  { letter: 'p', name: 'punctuation', types: ['punctuation', 'operator'] },
  { letter: 'k', name: 'keyword', types: ['keyword', 'atrule', 'important', 'selector'] },
  { letter: 's', name: 'string', types: ['string', 'char', 'attr-value', 'regex', 'url'] },
  { letter: 'f', name: 'function', types: ['function', 'method'] },
  { letter: 'n', name: 'number', types: ['number', 'boolean', 'constant', 'symbol', 'builtin'] },
  { letter: 'v', name: 'property', types: ['property', 'attr-name', 'variable', 'parameter'] },
  { letter: 't', name: 'type', types: ['class-name', 'maybe-class-name', 'namespace', 'annotation'] },
  { letter: 'g', name: 'tag', types: ['tag'] },
  { letter: 'i', name: 'inserted', types: ['inserted'] },
  { letter: 'd', name: 'deleted', types: ['deleted'] },
];

const ROLE_BY_TYPE = new Map(CODE_ROLES.flatMap((role) => role.types.map((type) => [type, role] as const)));

/**
 * The role of a token, or undefined for plain text. A token nested in
 * several Prism types takes the innermost one that has a role (the last in
 * the list), as prism-react-renderer's own themes do: the `${` of a template
 * string is punctuation, not string.
 */
export function roleOf(types: readonly string[]): CodeRole | undefined {
  for (let index = types.length - 1; index >= 0; index -= 1) {
    const role = ROLE_BY_TYPE.get(types[index]);
    if (role) return role;
  }
  return undefined;
}
