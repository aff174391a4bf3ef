/**
 * Globals the samples' environments provide, as apps usually type them:
 * `import.meta.env` in Vite apps (vite/client), and the browser wallet at
 * `window.ethereum` (EIP-1193, possibly absent), as viem declares it.
 */
/// <reference types="vite/client" />
import 'viem/window';
