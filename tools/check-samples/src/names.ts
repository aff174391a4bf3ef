import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contextNames, type Sample } from './extract';
import { parseContextEntry } from './contexts';
import type { Problem } from './report';
import { codeOnly, type Dialect } from './sourceText';
import { PLATFORM_NAMES } from '../api/platform-names';

/**
 * Kotlin and Swift samples can't be compiled here (no compiler with the SDKs),
 * so their names are checked instead: every member a sample calls (`.foo(`,
 * `.foo {`) and every capitalized name it uses (types, enum cases) must be in
 * the SDK's public API at its late-2024 tag (api/*.json, written by
 * scripts/extract-api.ts), be declared by a sample of the same language on
 * the page, or be a platform name (api/platform-names.ts). Names in the
 * sample's `context` key are the reader's own (`context="smartWallet"`):
 * they are allowed, and the members called on them are not checked; a name
 * the sample doesn't use is reported, as in TypeScript samples.
 */

interface ApiList {
  source: { repository: string; tag: string; date: string };
  types: string[];
  members: string[];
}

const API_FILES: Record<Dialect, string> = { kotlin: 'xmtp-android.json', swift: 'xmtp-ios.json' };

function loadApi(dialect: Dialect): { label: string; names: Set<string> } {
  const file = path.resolve(import.meta.dirname, '..', 'api', API_FILES[dialect]);
  const api = JSON.parse(readFileSync(file, 'utf8')) as ApiList;
  return {
    label: `${api.source.repository} ${api.source.tag}`,
    names: new Set([...api.types, ...api.members, ...PLATFORM_NAMES[dialect]]),
  };
}

const DECLARATION =
  /\b(?:enum\s+class|fun|val|var|class|object|interface|typealias|func|let|struct|enum|protocol|actor|init)\s+(?:<[^>]*>\s*)?(?:[A-Z]\w*\.)?`?([A-Za-z_]\w*)/g;
/** Enum entries: Kotlin's `enum class X { A, B }`, Swift's `case a, b`. */
const KOTLIN_ENUM_ENTRIES = /\benum\s+class\s+\w+\s*(?:\([^)]*\))?\s*\{([^;}]*)/g;
const SWIFT_CASES = /\bcase\s+(?![.]|let\b|var\b)([^\n:=]*)/g;
/** Parameters and closure arguments: `name:` in a parameter list, `{ a, b ->` and `{ a, b in`. */
const PARAMETER = /[(,]\s*(?:_\s+)?([A-Za-z_]\w*)\s*:/g;
const LAMBDA_PARAMETERS = /\{\s*\(?\s*([A-Za-z_][\w\s,]*?)\)?\s*(?:->|\bin\b)/g;

/** The identifiers at the start of each comma-separated part: `A, B(1)` → A, B. */
function leadingNames(list: string): string[] {
  return list
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => /^\s*([A-Za-z_]\w*)/.exec(part)?.[1])
    .filter((name): name is string => Boolean(name));
}

function declaredNames(code: string): string[] {
  const names = [...code.matchAll(DECLARATION)].map((m) => m[1]);
  for (const m of code.matchAll(KOTLIN_ENUM_ENTRIES)) names.push(...leadingNames(m[1]));
  for (const m of code.matchAll(SWIFT_CASES)) names.push(...leadingNames(m[1]));
  names.push(...[...code.matchAll(PARAMETER)].map((m) => m[1]));
  for (const m of code.matchAll(LAMBDA_PARAMETERS)) names.push(...m[1].split(',').map((n) => n.trim()));
  return names;
}

/** Imports and package lines name modules, not API. */
function withoutImports(code: string): string {
  return code.replace(/^[ \t]*(?:import|package|@file:)\b.*$/gm, (line) => ' '.repeat(line.length));
}

const MEMBER_CALL = /(?<![\d.])(?:(\w+)\s*[?!]?)?\.\s*([A-Za-z_]\w*)\s*(?=\(|\{|<[\w<>, ?]*>\s*\()/g;
/** `if x.ready {`: in a condition, a `{` at the end of the line opens the body, not a trailing closure. */
const CONDITION = /^\s*(?:\}\s*else\s+)?(?:if|guard|while|for|when)\b.*\{\s*$/;
const CAPITALIZED = /(?<![\w$@])([A-Z]\w*)\b/g;

export interface NameCheckResult {
  checked: number;
  problems: Problem[];
}

export function checkSampleNames(samples: Sample[]): NameCheckResult {
  const problems: Problem[] = [];
  const apis = new Map<Dialect, ReturnType<typeof loadApi>>();
  const byPage = new Map<string, Sample[]>();
  for (const sample of samples) {
    if (sample.language !== 'kotlin' && sample.language !== 'swift') continue;
    const key = `${sample.file}\0${sample.language}`;
    byPage.set(key, [...(byPage.get(key) ?? []), sample]);
  }
  let checked = 0;
  for (const pageSamples of byPage.values()) {
    const dialect = pageSamples[0].language as Dialect;
    if (!apis.has(dialect)) apis.set(dialect, loadApi(dialect));
    const api = apis.get(dialect)!;
    const codes = pageSamples.map((sample) => withoutImports(codeOnly(sample.code, dialect)));
    const pageNames = new Set(codes.flatMap(declaredNames));
    pageSamples.forEach((sample, index) => {
      checked++;
      const lines = codes[index].split('\n');
      const readersOwn = new Set(contextNames(sample).map((entry) => parseContextEntry(entry).name));
      for (const name of readersOwn) {
        if (new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}(?![\\w$])`).test(codes[index])) continue;
        problems.push({
          file: sample.file,
          line: sample.fenceLine,
          column: sample.indent + 1,
          message: `context "${name}" is not used by the sample: remove it, or move it to the fence that uses it`,
        });
      }
      const reported = new Set<string>();
      const report = (lineIndex: number, column: number, name: string, what: string) => {
        if (api.names.has(name) || pageNames.has(name) || readersOwn.has(name) || reported.has(name)) return;
        reported.add(name);
        problems.push({
          file: sample.file,
          line: sample.lines[lineIndex] ?? sample.fenceLine,
          column: column + sample.indent + 1,
          message: `${dialect === 'kotlin' ? 'Kotlin' : 'Swift'}: ${what} '${name}' is not in ${api.label} or the platform names`,
        });
      };
      lines.forEach((line, lineIndex) => {
        for (const m of line.matchAll(MEMBER_CALL)) {
          const [call, receiver, member] = m;
          if (receiver && readersOwn.has(receiver)) continue;
          const opensBody = line.slice(m.index! + call.length).trimStart().startsWith('{') && CONDITION.test(line);
          if (opensBody) continue;
          report(lineIndex, m.index! + call.lastIndexOf(member), member, 'member');
        }
        for (const m of line.matchAll(CAPITALIZED)) report(lineIndex, m.index!, m[1], 'name');
      });
    });
  }
  return { checked, problems };
}
