import { codeOnly, type Dialect } from './sourceText';

/**
 * The public API names a Kotlin or Swift source file declares: type names
 * (classes, interfaces, objects, structs, enums, protocols, type aliases) and
 * member names (functions, properties, enum cases). Declarations inside
 * function bodies are locals, not API; Kotlin's private and internal ones and
 * Swift's non-public ones are not API either.
 */
export interface ApiNames {
  types: Set<string>;
  members: Set<string>;
}

interface Scope {
  kind: 'type' | 'code';
  /** Swift: members without a modifier are public here (a public extension or protocol). */
  publicByDefault: boolean;
  /** Swift: a public enum, whose cases are public. */
  publicEnum: boolean;
  /** Kotlin: an enum class, whose entries come first. */
  kotlinEnum: boolean;
  open: number;
  inParentheses?: boolean;
}

const TYPE_KEYWORDS = /\b(class|interface|object|enum|struct|protocol|extension|actor)\b/g;
const CODE_KEYWORDS = /\b(fun|func|init|deinit|get|set|willSet|didSet|if|else|for|while|when|do|try|catch|finally|switch|guard|defer|repeat)\b|=|->|\bin\s*$/g;

function lastIndexOfMatch(text: string, pattern: RegExp): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index ?? last;
  return last;
}

/** The text without what its parentheses enclose (constructor and function parameters). */
function withoutParentheses(text: string): string {
  let depth = 0;
  let out = '';
  for (const c of text) {
    if (c === '(') depth++;
    if (depth === 0) out += c;
    if (c === ')' && depth > 0) depth--;
  }
  return out;
}

/** Whether the text before a `{` opens a type body or a code block. */
function scopeFor(rawHeader: string, dialect: Dialect, open: number): Scope {
  const header = withoutParentheses(rawHeader);
  const typeAt = lastIndexOfMatch(header, TYPE_KEYWORDS);
  const codeAt = lastIndexOfMatch(header, CODE_KEYWORDS);
  const isType = typeAt > codeAt;
  const keyword = isType ? /\w+/.exec(header.slice(typeAt))?.[0] : undefined;
  const isPublic = /\b(public|open)\b/.test(header);
  return {
    kind: isType ? 'type' : 'code',
    publicByDefault: dialect === 'swift' && isType && (keyword === 'protocol' || (keyword === 'extension' && isPublic)),
    publicEnum: dialect === 'swift' && keyword === 'enum' && isPublic,
    kotlinEnum: dialect === 'kotlin' && isType && /\benum\s+class\b/.test(header.slice(Math.max(0, typeAt - 6))),
    open,
  };
}

const KOTLIN_DECLARATION =
  /(?<modifiers>(?:\b(?:private|internal|protected|public|override|open|abstract|final|suspend|inline|operator|infix|data|sealed|enum|annotation|inner|const|lateinit|external|tailrec|value|companion)\s+)*)\b(?<keyword>class|interface|object|typealias|fun|val|var)\b\s*(?:<[^>]*>\s*)?(?:(?<receiver>[\w.]+(?:<[^>]*>)?\??)\.)?(?<name>`?[A-Za-z_]\w*`?)/g;

const SWIFT_DECLARATION =
  /(?<modifiers>(?:\b(?:private|fileprivate|internal|public|open|override|static|class|final|mutating|nonmutating|convenience|required|lazy|weak|unowned|dynamic|indirect|nonisolated|@\w+(?:\([^)]*\))?)\s+)*)\b(?<keyword>class|struct|enum|protocol|actor|typealias|func|var|let|case|init)\b(?<rest>[^\n{=(:]*)/g;

const JAVA_TYPE = /\bpublic\s+(?:(?:static|final|abstract)\s+)*(?:class|interface|enum)\s+(\w+)/g;
const JAVA_METHOD = /\bpublic\s+(?:(?:static|final|abstract|synchronized|native)\s+)*(?:<[^>]*>\s*)?[\w.<>\[\]?, ]+?\s+(\w+)\s*\(/g;

/**
 * Java files (protobuf and gRPC code generated into the Android SDK): their
 * public classes and methods.
 */
export function javaApiNamesOf(source: string): ApiNames {
  const code = codeOnly(source, 'kotlin');
  return {
    types: new Set([...code.matchAll(JAVA_TYPE)].map((m) => m[1])),
    members: new Set([...code.matchAll(JAVA_METHOD)].map((m) => m[1])),
  };
}

export function apiNamesOf(source: string, dialect: Dialect): ApiNames {
  const code = codeOnly(source, dialect);
  const types = new Set<string>();
  const members = new Set<string>();

  // Brace scopes, and for each declaration the scopes around it.
  const pattern = dialect === 'kotlin' ? KOTLIN_DECLARATION : SWIFT_DECLARATION;
  const declarations = [...code.matchAll(pattern)].filter((m) => m.index !== undefined);
  let next = 0;
  const stack: Scope[] = [];
  let headerStart = 0;
  let parens = 0;
  const scopesAt = new Map<number, Scope[]>();
  const enumBodies: Array<{ from: number; to: number }> = [];
  for (let i = 0; i <= code.length; i++) {
    while (next < declarations.length && declarations[next].index! <= i) {
      scopesAt.set(declarations[next].index!, [...stack]);
      next++;
    }
    const c = code[i];
    if (c === '(') parens++;
    else if (c === ')') parens = Math.max(0, parens - 1);
    else if (c === '{' && parens > 0) {
      // A lambda among arguments or parameter defaults: code, and part of the statement around it.
      stack.push({ kind: 'code', publicByDefault: false, publicEnum: false, kotlinEnum: false, open: i, inParentheses: true });
    } else if (c === '{') {
      stack.push(scopeFor(code.slice(headerStart, i), dialect, i));
      headerStart = i + 1;
    } else if (c === '}') {
      const closed = stack.pop();
      if (closed?.kotlinEnum) enumBodies.push({ from: closed.open + 1, to: i });
      if (!closed?.inParentheses) headerStart = i + 1;
    } else if (c === ';' && parens === 0) {
      headerStart = i + 1;
    }
  }

  for (const match of declarations) {
    const scopes = scopesAt.get(match.index!) ?? [];
    if (scopes.some((scope) => scope.kind === 'code')) continue;
    const { modifiers = '', keyword } = match.groups!;
    const inner = scopes.at(-1);
    if (dialect === 'kotlin') {
      if (/\b(private|internal)\b/.test(modifiers)) continue;
      const name = match.groups!.name.replaceAll('`', '');
      if (keyword === 'class' || keyword === 'interface' || keyword === 'object' || keyword === 'typealias') {
        if (name !== 'companion') types.add(name);
      } else {
        members.add(name);
      }
      continue;
    }
    const isPublic = /\b(public|open)\b/.test(modifiers) || Boolean(inner?.publicByDefault);
    const rest = match.groups!.rest ?? '';
    if (keyword === 'case') {
      if (!inner?.publicEnum) continue;
      // `case a(String), b` : the names at the start of each comma-separated part
      const lineEnd = code.indexOf('\n', match.index!);
      const line = code.slice(match.index!, lineEnd === -1 ? code.length : lineEnd).replace(/^[^]*?\bcase\b/, '');
      for (const part of line.replace(/\([^)]*\)/g, '').split(',')) {
        const name = /^\s*`?(\w+)/.exec(part)?.[1];
        if (name) members.add(name);
      }
      continue;
    }
    if (!isPublic) continue;
    if (keyword === 'init') {
      members.add('init');
      continue;
    }
    const name = /^\s*`?(\w+)/.exec(rest)?.[1];
    if (!name) continue;
    if (['class', 'struct', 'enum', 'protocol', 'actor', 'typealias'].includes(keyword)) types.add(name);
    else members.add(name);
  }

  // Kotlin enum entries: the names before the first `;` of an enum class body.
  for (const { from, to } of enumBodies) {
    const body = code.slice(from, to);
    const end = body.indexOf(';');
    const entries = end === -1 ? body : body.slice(0, end);
    let depth = 0;
    let current = '';
    for (const c of entries + ',') {
      if (c === '(' || c === '{') depth++;
      if (c === ')' || c === '}') depth--;
      if (c === ',' && depth === 0) {
        const name = /^\s*([A-Za-z_]\w*)/.exec(current)?.[1];
        if (name && !/\b(fun|val|var)\b/.test(current)) members.add(name);
        current = '';
      } else if (depth === 0) {
        current += c;
      }
    }
  }
  return { types, members };
}
