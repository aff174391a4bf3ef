/**
 * The promise a twin makes: plain Markdown, with no JSX, imports or MDX
 * comments left outside code. The build checks every twin it writes, and the
 * tests check the files served.
 */

/** A fence opens with 3+ backticks or tildes and closes with at least as many of the same. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The lines of a Markdown text that are not inside fenced code, with their line numbers. */
export function proseLines(markdown: string): Array<{ line: number; text: string }> {
  const lines: Array<{ line: number; text: string }> = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    lines.push({ line: index + 1, text });
  });
  return lines;
}

/** Inline code spans hold code, not markup: `<Client>` there is text. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)[\s\S]*?\1/g, '');
}

const JSX_TAG = /(?<!\\)<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/;
const ESM = /^(import|export)\s/;
const MDX_COMMENT = /\{\s*\/\*/;

/**
 * What is left of MDX in a twin, one message per line; empty when the twin is
 * clean. `html`: the page is Markdown (.md), whose HTML its twin keeps as
 * written (CommonMark allows it), so tags are no leftover there.
 */
export function mdxLeftovers(markdown: string, { html = false }: { html?: boolean } = {}): string[] {
  const problems: string[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = withoutCodeSpans(text);
    const tag = html ? undefined : JSX_TAG.exec(prose)?.[0];
    if (tag) problems.push(`line ${line}: markup ${tag}`);
    if (ESM.test(prose)) problems.push(`line ${line}: an ${prose.split(/\s/)[0]} statement`);
    if (MDX_COMMENT.test(prose)) problems.push(`line ${line}: an MDX comment`);
  }
  return problems;
}
