/**
 * Kotlin and Swift source as code only: comments become spaces and string
 * literals keep their quotes but lose their text, except the code of string
 * interpolations (`${…}` in Kotlin, `\(…)` in Swift), which stays. Lines and
 * columns are preserved, so positions in the result are positions in the
 * source.
 */
export type Dialect = 'kotlin' | 'swift';

export function codeOnly(source: string, dialect: Dialect): string {
  const out = source.split('');
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };

  // Returns the index just past the string that starts at `start`.
  const skipString = (start: number): number => {
    const triple = source.startsWith('"""', start);
    const quote = triple ? '"""' : '"';
    let k = start + quote.length;
    let textFrom = k;
    while (k < source.length) {
      if (!triple && source[k] === '\n') break;
      if (source.startsWith(quote, k)) {
        blank(textFrom, k);
        return k + quote.length;
      }
      if (source[k] === '\\' && dialect === 'swift' && source[k + 1] === '(') {
        blank(textFrom, k);
        k = skipCode(k + 2, ')');
        textFrom = k;
        continue;
      }
      if (source[k] === '$' && dialect === 'kotlin' && source[k + 1] === '{') {
        blank(textFrom, k);
        k = skipCode(k + 2, '}');
        textFrom = k;
        continue;
      }
      if (source[k] === '\\') k++;
      k++;
    }
    blank(textFrom, k);
    return k;
  };

  // Walks code until the closing bracket that balances the opening one; returns the index past it.
  const skipCode = (start: number, close: string | null): number => {
    const open = close === ')' ? '(' : close === '}' ? '{' : null;
    let depth = 0;
    let k = start;
    while (k < source.length) {
      const c = source[k];
      if (source.startsWith('//', k)) {
        const end = source.indexOf('\n', k);
        const stop = end === -1 ? source.length : end;
        blank(k, stop);
        k = stop;
        continue;
      }
      if (source.startsWith('/*', k)) {
        const end = source.indexOf('*/', k + 2);
        const stop = end === -1 ? source.length : end + 2;
        blank(k, stop);
        k = stop;
        continue;
      }
      if (c === '"') {
        k = skipString(k);
        continue;
      }
      if (c === "'" && dialect === 'kotlin') {
        const end = source.indexOf("'", k + 1 + (source[k + 1] === '\\' ? 1 : 0));
        if (end !== -1 && end - k <= 8) {
          blank(k + 1, end);
          k = end + 1;
          continue;
        }
      }
      if (close && c === open) depth++;
      if (close && c === close) {
        if (depth === 0) return k + 1;
        depth--;
      }
      k++;
    }
    return k;
  };

  i = skipCode(0, null);
  void i;
  return out.join('');
}
