/**
 * The outline's items: which headings it lists, and how they nest. Pure and
 * free of Docusaurus imports so that it can be unit-tested.
 */

/** Spec §9: the outline lists level 2 and 3 headings unless told otherwise. */
export const OUTLINE_MIN_LEVEL = 2;
export const OUTLINE_MAX_LEVEL = 3;

/**
 * A heading as Docusaurus describes it in a doc's `toc` (flat) or after
 * treeification (with children). `value` is HTML: headings may hold inline
 * code or escaped characters.
 */
export interface OutlineHeading {
  readonly value: string;
  readonly id: string;
  readonly level: number;
  readonly children?: readonly OutlineHeading[];
}

export interface OutlineNode {
  readonly value: string;
  readonly id: string;
  readonly level: number;
  readonly children: OutlineNode[];
}

/** Every heading, flat and in document order, whether `toc` came flat or nested. */
function flatten(toc: readonly OutlineHeading[], into: OutlineHeading[] = []): OutlineHeading[] {
  for (const heading of toc) {
    into.push(heading);
    if (heading.children) flatten(heading.children, into);
  }
  return into;
}

/** The headings within [minLevel, maxLevel], flat and in document order. */
export function headingsInRange(
  toc: readonly OutlineHeading[],
  minLevel: number = OUTLINE_MIN_LEVEL,
  maxLevel: number = OUTLINE_MAX_LEVEL,
): OutlineHeading[] {
  return flatten(toc).filter((heading) => heading.level >= minLevel && heading.level <= maxLevel);
}

/**
 * Nests flat headings: each one goes under the nearest earlier heading of a
 * lower level. A skipped level (an H4 straight under an H2) nests one step,
 * not two, and a heading with no shallower one before it stays at the top.
 */
export function nestHeadings(headings: readonly OutlineHeading[]): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const open: OutlineNode[] = [];
  for (const { value, id, level } of headings) {
    const node: OutlineNode = { value, id, level, children: [] };
    while (open.length > 0 && open[open.length - 1].level >= level) open.pop();
    (open.length > 0 ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}
