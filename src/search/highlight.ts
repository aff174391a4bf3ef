/**
 * Marks the matched words in a result. Nothing here ever turns query or page
 * text into markup: titles become text segments for React, and the excerpt's
 * HTML is rebuilt from escaped text plus a short list of allowed tags.
 */

export interface Segment {
  text: string;
  match: boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;

/** A match may start a word, or a part of an identifier (`new|Conversation`). */
function startsWordPart(text: string, index: number): boolean {
  if (index === 0) return true;
  const before = text[index - 1] ?? '';
  if (!LETTER_OR_DIGIT.test(before)) return true;
  return LOWER.test(before) && UPPER.test(text[index] ?? '');
}

/** Splits `text` into plain and matched runs. Terms are matched case-insensitively at word starts. */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const lowered = text.toLowerCase();
  const needles = [...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  // Some characters change length when lower-cased; offsets would drift, so skip marking.
  if (needles.length === 0 || lowered.length !== text.length) return text ? [{ text, match: false }] : [];

  const segments: Segment[] = [];
  let plainStart = 0;
  let index = 0;
  while (index < text.length) {
    const needle = startsWordPart(text, index) ? needles.find((candidate) => lowered.startsWith(candidate, index)) : undefined;
    if (needle) {
      if (index > plainStart) segments.push({ text: text.slice(plainStart, index), match: false });
      segments.push({ text: text.slice(index, index + needle.length), match: true });
      index += needle.length;
      plainStart = index;
    } else {
      index += 1;
    }
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** Shared with the build (plugins/search-index/excerpt.ts), which escapes the excerpts it writes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The only markup an excerpt may carry: plugins/search-index writes `<code>` and nothing else. */
const ALLOWED_TAG = /^<\/?code>$/;

/**
 * Returns the excerpt as safe HTML with matches in `<mark>`. Allowed tags
 * pass through; any other tag-like text is shown as text, so even a
 * tampered index cannot add markup.
 */
export function highlightHtml(html: string, terms: readonly string[]): string {
  return html
    .split(/(<[^<>]*>)/)
    .map((part) => {
      if (ALLOWED_TAG.test(part)) return part;
      return highlightSegments(decodeEntities(part), terms)
        .map(({ text, match }) => (match ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
        .join('');
    })
    .join('');
}
