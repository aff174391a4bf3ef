/**
 * What a render error page says about the error (spec §2.2, §8): its status
 * text when it has one (a failed response), else its message, followed by
 * the messages of its causes.
 */
export function errorText(error: unknown): string {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && lines.length < 5) {
    seen.add(current);
    const { statusText, message } = current as { statusText?: unknown; message?: unknown };
    const text = typeof statusText === 'string' && statusText ? statusText : typeof message === 'string' ? message : String(current);
    if (text) lines.push(text);
    current = (current as { cause?: unknown }).cause;
  }
  return lines.join('\nCaused by: ') || 'Unknown error';
}
