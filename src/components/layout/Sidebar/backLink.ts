import { stripHtmlSuffix } from '@site/src/utils/paths';

/**
 * The sidebar's back link reads "Back" when the reader came from another page
 * of this site that is not the home page, and "Home" otherwise (spec §2.6).
 */
export function backLinkKind(previousPath: string | null, homePath: string): 'back' | 'home' {
  if (previousPath === null) return 'home';
  const previous = stripHtmlSuffix(previousPath);
  const home = homePath.endsWith('/') ? homePath : `${homePath}/`;
  return previous === home || `${previous}/` === home ? 'home' : 'back';
}
