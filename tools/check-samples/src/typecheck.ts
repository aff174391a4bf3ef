import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { contextNames, type Sample } from './extract';
import { contextFor, isModuleEntry, parseContextEntry, sdkOf, SDKS } from './contexts';
import { PACKAGE_ALIASES, PACKAGE_IMPORT_ALIASES } from '../contexts/modules';
import type { Problem } from './report';
import { asInstalled } from './renamedMembers';

/**
 * Type-checks TypeScript and JavaScript samples with the compiler API, in one
 * program: each sample becomes a file of its own (a module, so samples never
 * see each other's names), in memory, under a folder per page and SDK. When
 * the sample has a context, a second file exports its names and one line
 * before the code imports them; every diagnostic in the code is mapped back
 * to the page's line and column.
 */

/** Where the samples' files pretend to live: module resolution starts here, in this folder's node_modules. */
export const VIRTUAL_ROOT = path.resolve(import.meta.dirname, '..', '.samples');
const SITE_DIR = path.resolve(import.meta.dirname, '..', '..', '..');
/**
 * Declarations for what samples import but the checker does not install:
 * packages (packages.d.ts) and files of the reader's own app (app/), such as
 * the `./App` a sample renders.
 */
const STAND_INS = path.resolve(import.meta.dirname, '..', 'stand-ins');
const STAND_IN_APP = path.join(STAND_INS, 'app');

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  // The SDKs' own declaration files are not ours to fix; everything they declare is still used.
  skipLibCheck: true,
  // Only to find context names a sample doesn't use (see UNUSED); samples may leave their own locals unread.
  noUnusedLocals: true,
  // A polyfill entry file is all side-effect imports (`import "react-native-get-random-values";`), which the
  // compiler otherwise never resolves: a misspelt or unknown package would pass. Each must be installed, a
  // sample of the page (`import "./polyfills";`), or declared in stand-ins/packages.d.ts.
  noUncheckedSideEffectImports: true,
};

/**
 * "'x' is declared but its value is never read" and its variants. They count
 * only on a sample's prelude line, where they mean a `context` entry the
 * sample doesn't use: left over from an edit, or on the wrong fence.
 */
const UNUSED = new Set([6133, 6192, 6196, 6198]);

const EXTENSIONS: Record<Sample['language'], string> = { ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx', kotlin: '', swift: '' };

/** A title that names a file (`transaction-hash-codec.ts`, `src/main.tsx (first line)`) gives the sample that file's name. */
const FILE_TITLE = /^([\w.@-]+\/)*[\w.@-]+\.(?:[cm]?[jt]sx?)(?=\s|$)/;

interface SampleFile {
  sample: Sample;
  fileName: string;
  text: string;
  /** Lines before the code: the import of the context module, if any. */
  preludeLines: number;
  aliases: Record<string, string>;
}

/** A first line naming the file, as in `// multiply-codec.ts`. */
const FILE_COMMENT = /^\/\/\s*((?:[\w.@-]+\/)*[\w.@-]+\.[cm]?[jt]sx?)\s*$/;

/**
 * The folder of a page's samples for one SDK: samples that name the same file
 * in different tabs (`// multiply-codec.ts` in JavaScript and React Native)
 * stay apart. Samples without an SDK share `default`.
 */
function sampleDir(sample: Sample, sdk: string | undefined): string {
  return path.join(VIRTUAL_ROOT, sample.file.replace(/\.mdx?$/, ''), sdk ?? 'default');
}

/** The file a sample stands for: its title or first-line comment when they name one, else `sample-N`. */
function fileNameFor(sample: Sample, taken: Set<string>): string {
  const pageDir = sampleDir(sample, sdkOf(sample));
  const titled = sample.title?.match(FILE_TITLE)?.[0] ?? sample.code.split('\n', 1)[0]?.match(FILE_COMMENT)?.[1];
  const stem = titled ? titled.replace(/\.[^./]+$/, '') : `sample-${sample.index + 1}`;
  let fileName = path.join(pageDir, stem + EXTENSIONS[sample.language]);
  if (taken.has(fileName)) fileName = path.join(pageDir, `sample-${sample.index + 1}${EXTENSIONS[sample.language]}`);
  taken.add(fileName);
  return fileName;
}

function problemAt(sample: Sample, codeLine: number, column: number, message: string): Problem {
  const line = sample.lines[Math.min(Math.max(codeLine, 0), sample.lines.length - 1)] ?? sample.fenceLine;
  return { file: sample.file, line, column: column + sample.indent + 1, message };
}

/** The diagnostic's text, with paths inside the site written from the site's folder. */
function flatten(diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
  return `TS${diagnostic.code}: ${text.replaceAll(SITE_DIR + path.sep, '')}`;
}

/** Parsed declaration files of the installed packages and TypeScript's libs, kept for the next run in this process. */
const installedSourceFiles = new Map<string, ts.SourceFile>();

export interface TypecheckResult {
  checked: number;
  problems: Problem[];
}

export interface TypecheckOptions {
  /** Load the stand-in declarations (stand-ins/); off only in the checker's own tests. */
  standIns?: boolean;
}

export function typecheckSamples(samples: Sample[], { standIns: withStandIns = true }: TypecheckOptions = {}): TypecheckResult {
  const problems: Problem[] = [];
  const files = new Map<string, SampleFile>();
  const taken = new Set<string>();

  const contextModules = new Map<string, Sample>();
  for (const sample of samples) {
    if (sample.language === 'kotlin' || sample.language === 'swift') continue;
    const context = contextFor(sample, contextNames(sample));
    for (const message of context.problems) problems.push(atFence(sample, message));
    const fileName = fileNameFor(sample, taken);
    // One line before the code: pragmas, then the import of the context module.
    const preludeParts = [...context.pragmas];
    if (context.names.length) {
      const contextFile = fileName.replace(/\.[^.]+$/, '.context.ts');
      files.set(contextFile, { sample, fileName: contextFile, text: context.module + '\n', preludeLines: 0, aliases: context.aliases });
      contextModules.set(contextFile, sample);
      preludeParts.push(`import { ${context.names.join(', ')} } from "./${path.basename(contextFile, '.ts')}";`);
    }
    const prelude = preludeParts.length ? preludeParts.join(' ') + '\n' : '';
    files.set(fileName, {
      sample,
      fileName,
      text: prelude + asInstalled(sample) + '\n',
      preludeLines: prelude ? 1 : 0,
      aliases: context.aliases,
    });
  }

  const standIns = withStandIns
    ? readdirSync(STAND_INS, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => path.join(STAND_INS, name))
    : [];

  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const virtualText = (fileName: string) => files.get(fileName)?.text;
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (fileName) => virtualText(fileName) ?? readFile(fileName);
  host.fileExists = (fileName) => virtualText(fileName) !== undefined || fileExists(fileName);
  // Module resolution looks into a folder only if it exists: the samples' folders exist in memory.
  const virtualDirs = new Set([...files.keys()].flatMap((fileName) => ancestors(path.dirname(fileName))));
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (dir) => virtualDirs.has(path.resolve(dir)) || (directoryExists?.(dir) ?? false);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtualText(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    let sourceFile = installedSourceFiles.get(key);
    if (!sourceFile) {
      sourceFile = getSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (sourceFile) installedSourceFiles.set(key, sourceFile);
    }
    return sourceFile;
  };
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => name, COMPILER_OPTIONS);
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, options) =>
    literals.map((literal) => {
      const aliases = files.get(containingFile)?.aliases ?? packageImportAliases(containingFile);
      const name = aliases[literal.text] ?? PACKAGE_ALIASES[literal.text] ?? literal.text;
      const resolved = ts.resolveModuleName(name, containingFile, options, host, cache, redirectedReference);
      if (resolved.resolvedModule || !name.startsWith('.')) return resolved;
      // A file another tab of the page shows ("MultiplyCodec is the one from the JavaScript tab").
      const importer = files.get(containingFile);
      if (importer) {
        const ownDir = sampleDir(importer.sample, sdkOf(importer.sample));
        for (const sdk of [undefined, ...SDKS]) {
          const otherDir = sampleDir(importer.sample, sdk);
          if (otherDir === ownDir) continue;
          const asIfThere = path.join(otherDir, path.relative(ownDir, containingFile));
          const found = ts.resolveModuleName(name, asIfThere, options, host, undefined, redirectedReference);
          if (found.resolvedModule) return found;
        }
      }
      // A file of the reader's own app, which no page shows.
      const standIn = ts.resolveModuleName(name, path.join(STAND_IN_APP, 'index.ts'), options, host, undefined, redirectedReference);
      return standIn.resolvedModule ? standIn : resolved;
    });

  const program = ts.createProgram({ rootNames: [...files.keys(), ...standIns], options: COMPILER_OPTIONS, host });
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...ts.getPreEmitDiagnostics(program)];
  const seen = new Set<string>();
  for (const diagnostic of diagnostics) {
    const key = `${diagnostic.file?.fileName}:${diagnostic.start}:${diagnostic.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const sampleFile = diagnostic.file && files.get(diagnostic.file.fileName);
    if (UNUSED.has(diagnostic.code) && !sampleFile) continue;
    if (!diagnostic.file || diagnostic.start === undefined || !sampleFile) {
      const where = diagnostic.file ? path.relative(process.cwd(), diagnostic.file.fileName) : 'compiler';
      problems.push({ file: where, line: 0, column: 0, message: flatten(diagnostic) });
      continue;
    }
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    if (UNUSED.has(diagnostic.code)) {
      if (line < sampleFile.preludeLines) problems.push(...unusedContextNames(sampleFile, diagnostic));
      continue;
    }
    if (contextModules.has(diagnostic.file.fileName) || line < sampleFile.preludeLines) {
      const context = contextNames(sampleFile.sample).join(', ');
      problems.push(atFence(sampleFile.sample, `in context "${context}": ${flatten(diagnostic)}`));
      continue;
    }
    problems.push(problemAt(sampleFile.sample, line - sampleFile.preludeLines, character, flatten(diagnostic)));
  }
  return { checked: files.size - contextModules.size, problems };
}

/** The import aliases of the installed package a file belongs to, if any. */
function packageImportAliases(fileName: string): Record<string, string> {
  const match = fileName.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
  const owner = match?.at(-1)?.slice('node_modules/'.length, -1);
  return (owner && PACKAGE_IMPORT_ALIASES[owner]) || {};
}

function ancestors(dir: string): string[] {
  const parent = path.dirname(dir);
  return parent === dir ? [dir] : [dir, ...ancestors(parent)];
}

/**
 * The context entries an unused-import diagnostic on the prelude line is
 * about: the one it names, or all of them when none of them is used (6192).
 */
function unusedContextNames(sampleFile: SampleFile, diagnostic: ts.Diagnostic): Problem[] {
  const entries = contextNames(sampleFile.sample);
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  const named = entries.filter((entry) => text.includes(`'${parseContextEntry(entry).name}'`));
  const unused = named.length ? named : entries.filter((entry) => !isModuleEntry(entry));
  return unused.map((entry) =>
    atFence(sampleFile.sample, `context "${entry}" is not used by the sample: remove it, or move it to the fence that uses it`),
  );
}

/** A problem of the sample as a whole, shown at its opening fence. */
function atFence(sample: Sample, message: string): Problem {
  return { file: sample.file, line: sample.fenceLine, column: sample.indent + 1, message };
}
