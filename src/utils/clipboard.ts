/**
 * Writing to the clipboard from a click, for the code blocks' and the page's
 * copy buttons.
 */

/** How long a copy button says "Copied" (spec §9) before it offers to copy again. */
export const COPIED_MS = 1000;

async function fallbackCopy(text: string): Promise<void> {
  // Plain-HTTP pages have no Clipboard API; load the fallback only then.
  const { default: copy } = await import('copy-text-to-clipboard');
  if (!copy(text)) throw new Error('Copy to clipboard failed');
}

/** Copies text the page already has. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  await fallbackCopy(text);
}

/**
 * Copies text that is still on its way (a download). Safari only lets a
 * click write to the clipboard while the click is being handled, so the
 * write starts at once with a ClipboardItem that waits for the text; other
 * browsers accept that too. Without ClipboardItem, it copies once the text
 * has arrived.
 */
export async function writeClipboardWhenReady(text: Promise<string>): Promise<void> {
  if (navigator.clipboard?.write && typeof ClipboardItem !== 'undefined') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await writeClipboard(await text);
}
