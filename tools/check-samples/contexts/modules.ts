import type { Sdk } from '../src/contexts';

/**
 * Contexts that change where an import leads instead of declaring a name:
 * `context="ethers-v5"` makes the sample's `import … from "ethers"` read
 * ethers v5 (installed as ethers-v5) rather than v6.
 */
export const MODULE_ALIASES: Record<string, Record<string, string>> = {
  'ethers-v5': { ethers: 'ethers-v5' },
};

/**
 * Contexts that set how the sample's file is read, as a comment at its top:
 * `context="hono-jsx"` for a Frog or Hono app, whose JSX is Hono's.
 */
export const FILE_PRAGMAS: Record<string, string> = {
  'hono-jsx': '/** @jsxImportSource hono/jsx */',
};

/**
 * Imports that lead elsewhere in every sample: `firebase/messaging` only
 * re-exports `@firebase/messaging`, which is installed without the rest of
 * Firebase (150 MB).
 */
export const PACKAGE_ALIASES: Record<string, string> = {
  'firebase/messaging': '@firebase/messaging',
};

/**
 * Other majors of an SDK that a sample can target with `sdk="xmtp-js@13"`
 * (for a page that shows what changed between majors): the SDK's roles
 * apply, and its package, in the sample and in its context, is the one
 * installed under the name given here (package.json).
 */
export const SDK_RELEASES: Record<string, { sdk: Sdk; installedAs: string }> = {
  'xmtp-js@13': { sdk: 'xmtp-js', installedAs: '@xmtp/xmtp-js-13' },
};

/**
 * Imports that lead elsewhere inside one installed package: @nuxt/types (Nuxt
 * 2) was written for webpack 4, whose types are @types/webpack, while the
 * webpack installed for the other samples is webpack 5, which brings its own.
 */
export const PACKAGE_IMPORT_ALIASES: Record<string, Record<string, string>> = {
  '@nuxt/types': { webpack: '@types/webpack' },
};
