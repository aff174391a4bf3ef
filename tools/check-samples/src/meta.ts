/**
 * A fenced block's meta string, the text after its language:
 * ```ts title="Node" context="client,conversation" {3}
 * Keys take a value (quoted with " or ', or bare); words without one are
 * flags (`diff`, `showLineNumbers`). Line ranges such as `{3}` belong to the
 * code block and are skipped. Every reader of the meta (the code block, code
 * groups, the Markdown twins, search) picks the keys it knows and ignores the
 * rest, so the sample checker's keys change nothing on the page.
 */
export interface Meta {
  attributes: Record<string, string>;
  flags: string[];
}

const TOKEN = /([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'{}]+)))?|\{[^}]*\}|\S+/g;

export function parseMeta(meta: string | null | undefined): Meta {
  const attributes: Record<string, string> = {};
  const flags: string[] = [];
  for (const match of (meta ?? '').matchAll(TOKEN)) {
    const [, key, doubleQuoted, singleQuoted, bare] = match;
    if (!key) continue;
    const value = doubleQuoted ?? singleQuoted ?? bare;
    if (value === undefined) flags.push(key);
    else attributes[key] = value;
  }
  return { attributes, flags };
}

/** `context="client, conversation"` → ['client', 'conversation']. */
export function listValue(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}
