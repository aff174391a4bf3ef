import { useEffect, useState, type RefObject } from 'react';

type Measure = () => void;

const measures = new WeakMap<Element, Measure>();
let observer: ResizeObserver | undefined;

/**
 * One ResizeObserver for every code block of the page, not one each: a long
 * page has a hundred blocks, and the observer reports them together, after
 * layout, so reading their widths forces no extra layout. It watches the
 * element and its content: a block that `content-visibility: auto` skips
 * while it is out of view lays its lines out only as the reader nears it,
 * which widens the content but not the block (its height was held), and a
 * block in a hidden tab reports when its tab opens.
 */
function watch(element: Element, measure: Measure): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const { target } of entries) measures.get(target)?.();
  });
  const watched = [element, ...Array.from(element.children)];
  for (const target of watched) {
    measures.set(target, measure);
    observer.observe(target);
  }
  return () => {
    for (const target of watched) {
      observer?.unobserve(target);
      measures.delete(target);
    }
  };
}

/** Whether the element's content is wider than the element (it scrolls sideways). */
export function useHorizontalOverflow(ref: RefObject<Element | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    return watch(element, () => setOverflowing(element.scrollWidth > element.clientWidth));
  }, [ref]);
  return overflowing;
}
