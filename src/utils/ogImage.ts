/**
 * Picks the Open Graph image for a page: the entry whose key is the longest
 * prefix of the path. Keys match whole path segments, so "/protocol" covers
 * "/protocol/xips" but not "/protocolz".
 */
export function pickOgImage(
  pathname: string,
  images: Readonly<Record<string, string>>,
): string | undefined {
  let best: string | undefined;
  let bestLength = -1;
  for (const [prefix, image] of Object.entries(images)) {
    if (prefix.length > bestLength && matchesPrefix(pathname, prefix)) {
      best = image;
      bestLength = prefix.length;
    }
  }
  return best;
}

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/' || pathname === prefix) return true;
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return pathname.startsWith(base);
}
