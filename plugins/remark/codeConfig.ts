import { DEFAULT_MAGIC_COMMENTS, magicCommentsOf, type MagicComment } from './magicComments';

/**
 * The parts of `themeConfig.prism` that decide how code reads at build time:
 * the magic comments (which lines get which class) and the language of a
 * block that names none. The remark plugins get no site config from the MDX
 * loader, so plugins/code hands it over here when the site loads (once per
 * locale, before any page is compiled); the Markdown twins and the search
 * index read the same values from their own context (codeConventionsOf).
 */
export interface CodeConventions {
  /** The configured magic comments followed by the diff ones (magicCommentsOf). */
  readonly magicComments: readonly MagicComment[];
  /** `prism.defaultLanguage`: the language of a block that names none. */
  readonly defaultLanguage?: string;
}

/** The `prism` keys we read, as Docusaurus validates them. */
export interface PrismCodeConfig {
  magicComments?: readonly MagicComment[];
  defaultLanguage?: string;
}

export function codeConventionsOf(prism: PrismCodeConfig | undefined): CodeConventions {
  return {
    magicComments: magicCommentsOf(prism?.magicComments ?? DEFAULT_MAGIC_COMMENTS),
    ...(prism?.defaultLanguage ? { defaultLanguage: prism.defaultLanguage.toLowerCase() } : {}),
  };
}

let current: CodeConventions = codeConventionsOf(undefined);

/** Called by plugins/code with the site's `themeConfig.prism`. */
export function setCodeConventions(conventions: CodeConventions): void {
  current = conventions;
}

/** The site's conventions, for the remark plugins. */
export function codeConventions(): CodeConventions {
  return current;
}
