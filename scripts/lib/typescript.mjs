/**
 * The bench's scripts are plain Node; the code they measure or reuse is
 * TypeScript. Type-stripping with the project's own compiler is enough:
 * these modules import nothing but each other and Node built-ins.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A TypeScript file as an ES module's JavaScript text. */
export function transpileTypeScript(file) {
  return ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  }).outputText;
}

/** Imports a self-contained TypeScript module (only `node:` imports) into Node. */
export function importTypeScript(file) {
  const source = transpileTypeScript(file);
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}
