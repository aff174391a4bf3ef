import { EXCERPT_LENGTH, escapeHtml } from '../../src/search/build';
import type { TextRun } from './splitSections';

/**
 * The `html` of a search document: the start of its text as HTML, for the
 * dialog to show as is. Safe by construction: every character of content is
 * escaped, and the only markup is the `<code>` we add around code.
 */

export const ELLIPSIS = '…';

/** Runs with whitespace collapsed across run boundaries, and none at either end. */
function collapse(runs: readonly TextRun[]): TextRun[] {
  const collapsed: TextRun[] = [];
  let afterSpace = true;
  for (const run of runs) {
    let value = run.value.replace(/\s+/g, ' ');
    if (afterSpace) value = value.replace(/^ /, '');
    if (!value) continue;
    collapsed.push({ value, code: run.code });
    afterSpace = value.endsWith(' ');
  }
  const last = collapsed.at(-1);
  if (last) {
    last.value = last.value.trimEnd();
    if (!last.value) collapsed.pop();
  }
  return collapsed;
}

/**
 * How many characters of `text` to keep so that, with the ellipsis, at most
 * `limit` show: up to the last space before the limit, or a hard cut for one
 * long word.
 */
function cutPoint(text: string, limit: number): number {
  const room = limit - ELLIPSIS.length;
  if (text[room] === ' ') return room;
  const space = text.lastIndexOf(' ', room);
  return space > 0 ? space : room;
}

/** At most `limit` visible characters, cut at a word boundary with an ellipsis. */
export function excerptHtml(runs: readonly TextRun[], limit = EXCERPT_LENGTH): string {
  const collapsed = collapse(runs);
  const text = collapsed.map((run) => run.value).join('');
  let keep = text.length;
  let truncated = false;
  if (text.length > limit) {
    keep = cutPoint(text, limit);
    truncated = true;
  }

  const parts: TextRun[] = [];
  let taken = 0;
  for (const run of collapsed) {
    if (taken >= keep) break;
    const value = run.value.slice(0, keep - taken);
    taken += value.length;
    parts.push({ value, code: run.code });
  }
  if (truncated) {
    // No space before the ellipsis, and no empty <code> left by the cut.
    while (parts.length > 0) {
      const last = parts[parts.length - 1];
      last.value = last.value.trimEnd();
      if (last.value) break;
      parts.pop();
    }
  }

  const html = parts
    .map((part) => (part.code ? `<code>${escapeHtml(part.value)}</code>` : escapeHtml(part.value)))
    .join('');
  return truncated && html ? html + ELLIPSIS : html;
}
