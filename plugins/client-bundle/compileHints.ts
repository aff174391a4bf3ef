import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a
 * comment): a script that starts with this line has every function compiled
 * while it loads, off the main thread as it streams in, instead of each one
 * on its first call. The search dialog's files run nearly all of their
 * functions for a reader's first search, on the way from the keystroke to the
 * results; compiled on first call, that work sat on the main thread between
 * the term file's arrival and the results. Measured at 4x CPU slowdown on a
 * built site (`npm run bench`, first results), the medians came about 50 ms
 * sooner (three alternating rounds of nine runs: 459/472/408 → 383/384/428 ms).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The modules whose chunks carry the hint: the search dialog, the engine and ranking, MiniSearch. */
const EAGER_MODULES = [
  ['src', 'search'],
  ['src', 'components', 'search', 'SearchDialog'],
  ['node_modules', 'minisearch'],
].map((parts) => `${path.sep}${path.join(...parts)}${path.sep}`);

export function isEagerlyCompiled(modulePath: string): boolean {
  const native = modulePath.replaceAll('/', path.sep).replaceAll('\\', path.sep);
  return EAGER_MODULES.some((folder) => native.includes(folder));
}

/** The bits of a bundler's module (webpack or Rspack) this reads: a concatenated one lists its parts. */
interface BundledModule {
  resource?: string;
  nameForCondition?: () => string | null | undefined;
  modules?: Iterable<BundledModule>;
}

function pathsOf(module: BundledModule): string[] {
  const own = module.resource ?? module.nameForCondition?.() ?? undefined;
  const parts = module.modules ? [...module.modules].flatMap(pathsOf) : [];
  return own ? [own, ...parts] : parts;
}

/** The bits of a compiler (webpack 5 or Rspack 1) this plugin uses. */
interface Bundler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number };
    sources: { ConcatSource: new (...sources: unknown[]) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

interface Compilation {
  chunks: Iterable<{ files: Iterable<string>; canBeInitial(): boolean }>;
  chunkGraph: { getChunkModulesIterable(chunk: unknown): Iterable<BundledModule> };
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}

/**
 * Starts each script loaded on demand (not a page's start-up scripts) that
 * holds one of EAGER_MODULES with
 * COMPILE_HINT, after minification (which would drop a comment) and before
 * the files' content hashes are computed.
 */
export class CompileHintPlugin {
  /** Typed by what it reads, so the same code serves webpack and Rspack compilers. */
  apply(bundler: unknown): void {
    const compiler = bundler as Bundler;
    const name = 'vx-compile-hints';
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        for (const chunk of compilation.chunks) {
          // A page's own scripts (main: it reads the index's address from src/search) run once, at start-up.
          if (chunk.canBeInitial()) continue;
          const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
          if (!modules.some((module) => pathsOf(module).some(isEagerlyCompiled))) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}
