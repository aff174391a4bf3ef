/** A loader as a bundler rule names it: its path, or its path and options. */
export type LoaderUse = string | { loader: string; options?: Record<string, unknown> };

export interface MdxModuleRule {
  test: (resource: string) => boolean;
  enforce: 'post';
  use: LoaderUse[];
}

/** MDX pages and partials (`.md` and `.mdx`). */
export const MDX_FILE = /\.mdx?$/i;

/**
 * A bundler rule that runs `use` on MDX modules after Docusaurus' MDX loader
 * has compiled them to JavaScript.
 *
 * Why `test` is a function, in one place: core's MDX fallback plugin (the
 * rule for MDX files outside the content plugins, createMDXFallbackPlugin in
 * @docusaurus/core/lib/server/plugins/synthetic.js) excludes the `include`
 * of every rule whose `test` is a RegExp matching `x.mdx`. A loader-only rule
 * has no `include`, and its `undefined` broke that exclude list; a function
 * is no RegExp, so the fallback leaves the rule alone (and Rspack accepts it
 * where it refused a RegExp made in the config loader's context).
 */
export function mdxModuleRule(use: LoaderUse[]): MdxModuleRule {
  return { test: (resource: string) => MDX_FILE.test(resource), enforce: 'post', use };
}
