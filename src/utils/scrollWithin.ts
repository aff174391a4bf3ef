/**
 * The scrollTop that brings a child fully into its scrolling container, or
 * the current one when it is already in view. Positions are relative to the
 * container's content box top (i.e. as if scrollTop were 0). A child taller
 * than the view is aligned at its top. `margin` keeps a little air around it.
 */
export function scrollTopToReveal(
  current: number,
  viewHeight: number,
  childTop: number,
  childBottom: number,
  margin = 0,
): number {
  const wantedTop = Math.max(0, childTop - margin);
  const wantedBottom = childBottom + margin;
  if (wantedTop < current || wantedBottom - wantedTop > viewHeight) return wantedTop;
  if (wantedBottom > current + viewHeight) return wantedBottom - viewHeight;
  return current;
}
