import type { ApiNames } from './apiNames';

/**
 * The Java API protoc generates from a .proto file (what the Android SDK
 * re-exports from org.xmtp:proto-kotlin): a class per message and enum, enum
 * values, and per field its accessors, `getFoo()`, `setFoo()`, `hasFoo()`,
 * `clearFoo()`, and for repeated fields `addFoo()`, `addAllFoo()`,
 * `getFooList()`, `getFooCount()`, which Kotlin also reads as properties.
 */
const MESSAGE_OR_ENUM = /\b(message|enum)\s+(\w+)\s*\{/g;
const FIELD = /^\s*(repeated\s+|optional\s+)?(?:map\s*<[^>]+>|[\w.]+)\s+(\w+)\s*=\s*\d+/gm;
const ENUM_VALUE = /\b([A-Z][A-Z0-9_]*)\s*=\s*-?\d+\s*;/g;

function camel(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function protoApiNamesOf(source: string): ApiNames {
  const code = source.replace(/\/\/.*$/gm, '').replace(/\/\*[^]*?\*\//g, '');
  const types = new Set<string>();
  const members = new Set<string>();
  for (const m of code.matchAll(MESSAGE_OR_ENUM)) types.add(m[2]);
  for (const m of code.matchAll(ENUM_VALUE)) members.add(m[1]);
  for (const m of code.matchAll(FIELD)) {
    const name = camel(m[2]);
    const Name = upperFirst(name);
    const repeated = Boolean(m[1]?.startsWith('repeated'));
    const accessors = repeated
      ? [`get${Name}List`, `get${Name}Count`, `get${Name}`, `add${Name}`, `addAll${Name}`, `set${Name}`, `clear${Name}`, `${name}List`, `${name}Count`]
      : [`get${Name}`, `set${Name}`, `has${Name}`, `clear${Name}`, name];
    if (/^\s*map\s*</.test(m[0])) accessors.push(`get${Name}Map`, `put${Name}`, `putAll${Name}`, `${name}Map`);
    accessors.forEach((accessor) => members.add(accessor));
  }
  return { types, members };
}
