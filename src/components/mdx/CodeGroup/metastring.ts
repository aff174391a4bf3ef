/**
 * A fenced block's meta string, e.g. `title="React Native" {3}`, carries the
 * tab label of a code group in its title attribute.
 */
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

export function titleFromMetastring(metastring: string | undefined): string | undefined {
  const match = metastring?.match(TITLE);
  const title = match?.[1] ?? match?.[2] ?? match?.[3];
  return title?.trim() || undefined;
}

/** The meta string without its title, so a block inside a tab shows no second heading. */
export function withoutTitle(metastring: string | undefined): string | undefined {
  const rest = metastring?.replace(TITLE, ' ').trim();
  return rest || undefined;
}
