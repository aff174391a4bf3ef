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
 * Firebase (150 MB); `@xmtp/node-bindings` is the name the Node SDK's
 * bindings took with the SDK's rename (2024-10-11), installed under the old
 * name with `@xmtp/mls-client` 0.0.16.
 */
export const PACKAGE_ALIASES: Record<string, string> = {
  'firebase/messaging': '@firebase/messaging',
  '@xmtp/node-bindings': '@xmtp/mls-client-bindings-node',
};

/**
 * Imports that lead elsewhere inside one installed package: @nuxt/types (Nuxt
 * 2) was written for webpack 4, whose types are @types/webpack, while the
 * webpack installed for the other samples is webpack 5, which brings its own.
 */
export const PACKAGE_IMPORT_ALIASES: Record<string, Record<string, string>> = {
  '@nuxt/types': { webpack: '@types/webpack' },
};
