/**
 * How a highlighted code block is drawn, at build time.
 *
 * The build tokenises each block once (plugins/remark/highlightCode.ts) and
 * writes its *layout*, which says for every line which classes the line
 * carries and which colour role each run of characters takes; `layoutToHtml`
 * turns the code and its layout into the block's markup, which the page
 * inserts as one piece of HTML: React never walks thousands of token nodes,
 * and no tokeniser is shipped to the browser. The browser itself draws only
 * uncoloured lines (`plainLinesHtml`, for code given to the theme's CodeBlock
 * as children), in the same line markup.
 *
 * Layout grammar, one entry per line of code, entries joined by ",":
 *   line  = marks runs
 *   marks = any of "H" (highlighted), "A" (added), "R" (removed)
 *   runs  = ( role length )*, role a CODE_ROLES letter or "_" (plain),
 *           length in UTF-16 code units; the rest of the line is plain.
 * "Hk5_1v4" is a highlighted line: 5 keyword characters, a plain one, 4 property ones.
 */
import { ADDED_LINE_CLASS, HIGHLIGHTED_LINE_CLASS, REMOVED_LINE_CLASS } from './lineClasses';

export const PLAIN_ROLE = '_';

/** The line marks of the layout, and the class each one puts on its line. */
export const LINE_MARKS = {
  H: HIGHLIGHTED_LINE_CLASS,
  A: ADDED_LINE_CLASS,
  R: REMOVED_LINE_CLASS,
} as const;

export type LineMark = keyof typeof LINE_MARKS;

/** A run of characters in one colour role (undefined: plain text). */
export interface LayoutToken {
  readonly content: string;
  readonly role?: string;
}

export interface LayoutLine {
  readonly marks?: readonly LineMark[];
  readonly tokens: readonly LayoutToken[];
}

const MARK_OF_CLASS = new Map<string, LineMark>(
  Object.entries(LINE_MARKS).map(([mark, className]) => [className, mark as LineMark]),
);

/** The mark that stands for a line class, or undefined for a class the layout cannot carry. */
export function markOfClass(className: string): LineMark | undefined {
  return MARK_OF_CLASS.get(className);
}

/** Writes the layout of tokenised lines (build time). */
export function encodeLayout(lines: readonly LayoutLine[]): string {
  return lines
    .map(({ marks = [], tokens }) => {
      const runs: [string, number][] = [];
      for (const { content, role = PLAIN_ROLE } of tokens) {
        if (content.length === 0) continue;
        const last = runs[runs.length - 1];
        if (last && last[0] === role) last[1] += content.length;
        else runs.push([role, content.length]);
      }
      while (runs.length > 0 && runs[runs.length - 1][0] === PLAIN_ROLE) runs.pop();
      return marks.join('') + runs.map(([role, length]) => `${role}${length}`).join('');
    })
    .join(',');
}

const LINE_ENTRY = /^([HAR]*)(.*)$/;
const RUN = /([a-z_])(\d+)/g;

function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));
}

/**
 * One line of a block: a block-level `<span class="line">` (so highlighted
 * lines tint the full width and line numbers can count them). The line break
 * stays inside its line: selected text copies with its line breaks, no blank
 * line box appears between lines, and the copy button reads the lines' text.
 */
function lineHtml(classes: readonly string[], html: string): string {
  // Classes may come from the site's config (prism.magicComments): escaped for the attribute.
  const names = ['line', ...classes].join(' ').replace(/[&"<]/g, (char) => (char === '&' ? '&amp;' : char === '"' ? '&quot;' : '&lt;'));
  return `<span class="${names}">${html}\n</span>`;
}

/** The markup of uncoloured lines (code given to the theme's CodeBlock as children). */
export function plainLinesHtml(code: string): string {
  return code
    .split('\n')
    .map((line) => lineHtml([], escapeHtml(line)))
    .join('');
}

/**
 * The markup of a block's lines: each line as `lineHtml` writes it, with its
 * marks' classes, each coloured run a `<span class="<role letter>">`. A layout that
 * does not match the code (hand-written, or missing) leaves the rest plain:
 * never text lost. `otherClasses` adds classes the layout has no mark for, by
 * line index: those of a site's own magic comments (`prism.magicComments`).
 */
export function layoutToHtml(code: string, layout = '', otherClasses?: ReadonlyMap<number, readonly string[]>): string {
  const entries = layout.split(',');
  return code
    .split('\n')
    .map((line, index) => {
      const [, marks = '', runs = ''] = LINE_ENTRY.exec(entries[index] ?? '') ?? [];
      let html = '';
      let offset = 0;
      for (const [, role, length] of runs.matchAll(RUN)) {
        const text = line.slice(offset, offset + Number(length));
        offset += text.length;
        if (text.length === 0) break;
        html += role === PLAIN_ROLE ? escapeHtml(text) : `<span class="${role}">${escapeHtml(text)}</span>`;
      }
      html += escapeHtml(line.slice(offset));
      return lineHtml([...[...marks].map((mark) => LINE_MARKS[mark as LineMark]), ...(otherClasses?.get(index) ?? [])], html);
    })
    .join('');
}
