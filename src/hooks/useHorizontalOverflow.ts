import { useEffect, useState, type RefObject } from 'react';

type Listener = (overflowing: boolean) => void;

const listeners = new WeakMap<Element, Listener>();
let observer: ResizeObserver | undefined;

/**
 * One ResizeObserver for every code block of the page, not one each: a long
 * page has a hundred blocks, and the observer reports them together, after
 * layout, so reading their widths forces no extra layout. A block in a hidden
 * tab reports again when its tab opens.
 */
function watch(element: Element, listener: Listener): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const { target } of entries) listeners.get(target)?.(target.scrollWidth > target.clientWidth);
  });
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    listeners.delete(element);
  };
}

/** Whether the element's content is wider than the element (it scrolls sideways). */
export function useHorizontalOverflow(ref: RefObject<Element | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    return watch(element, setOverflowing);
  }, [ref]);
  return overflowing;
}
