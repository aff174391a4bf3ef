export interface Author {
  text: string;
  url?: string;
}

const LINKED = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

/**
 * Authors as front matter or props give them: a list, or one comma-separated
 * string, each entry plain ("Jane") or a Markdown link ("[Jane](https://…)").
 */
export function parseAuthors(authors: string | readonly string[] | undefined): Author[] {
  const entries = typeof authors === 'string' ? splitOutsideLinks(authors) : [...(authors ?? [])];
  return entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const link = entry.match(LINKED);
      return link ? { text: link[1].trim(), url: link[2] } : { text: entry };
    });
}

/** Splits on commas that are not inside a [text](url) link. */
function splitOutsideLinks(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '[' || char === '(') depth++;
    if (char === ']' || char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/**
 * A date as long US English ("November 2, 2024"), read and written in UTC so
 * the server and the browser agree whatever their time zones.
 */
export function formatLongDate(date: string | Date): string | undefined {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return undefined;
  return value.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
