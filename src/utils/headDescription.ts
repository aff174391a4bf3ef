/** The description for a page's head: none when empty or the literal "undefined" (spec §5). */
export function headDescription(description: string | undefined | null): string | undefined {
  const text = description?.trim();
  return text && text !== 'undefined' ? text : undefined;
}
