/**
 * Page layouts and the front matter that shapes them (spec §2.5, §3):
 * `layout` is docs (default), minimal or landing; `showLogo`, `showOutline`,
 * `showSidebar` and `showTopNav` override the layout's defaults; `content`
 * sets the content column's width and paddings.
 */

export const LAYOUTS = ['docs', 'minimal', 'landing'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface ContentOptions {
  width?: string | number;
  horizontalPadding?: string | number;
  verticalPadding?: string | number;
}

export interface LayoutFrontMatter {
  layout?: unknown;
  showLogo?: unknown;
  showOutline?: unknown;
  showSidebar?: unknown;
  showTopNav?: unknown;
  content?: unknown;
}

export interface ResolvedLayout {
  layout: LayoutName;
  showLogo: boolean;
  showOutline: boolean;
  showSidebar: boolean;
  showTopNav: boolean;
  content: ContentOptions;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function cssLength(value: unknown): string | number | undefined {
  return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? value : undefined;
}

/**
 * Defaults: the logo and top nav show everywhere; the outline only in the docs
 * layout; the sidebar only in the docs layout and never when it has no items.
 */
export function resolveLayout(frontMatter: LayoutFrontMatter, { hasSidebarItems }: { hasSidebarItems: boolean }): ResolvedLayout {
  const layout: LayoutName = LAYOUTS.includes(frontMatter.layout as LayoutName) ? (frontMatter.layout as LayoutName) : 'docs';
  const content = (typeof frontMatter.content === 'object' && frontMatter.content) || {};
  const { width, horizontalPadding, verticalPadding } = content as Record<string, unknown>;
  return {
    layout,
    showLogo: flag(frontMatter.showLogo, true),
    showOutline: flag(frontMatter.showOutline, layout === 'docs'),
    showSidebar: hasSidebarItems && flag(frontMatter.showSidebar, layout === 'docs'),
    showTopNav: flag(frontMatter.showTopNav, true),
    content: {
      width: cssLength(width),
      horizontalPadding: cssLength(horizontalPadding),
      verticalPadding: cssLength(verticalPadding),
    },
  };
}

/** Classes on <html> that the CSS (src/css/custom.css) keys the page chrome on. */
export function layoutClassNames(resolved: ResolvedLayout): string {
  return [
    `vx-layout-${resolved.layout}`,
    !resolved.showLogo && 'vx-hide-logo',
    !resolved.showOutline && 'vx-hide-outline',
    !resolved.showSidebar && 'vx-hide-sidebar',
    !resolved.showTopNav && 'vx-hide-top-nav',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Inline custom properties for the content column; numbers are pixels. */
export function contentStyle(content: ContentOptions): Record<string, string> {
  const px = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);
  const style: Record<string, string> = {};
  if (content.width !== undefined) style['--vx-content-width'] = px(content.width);
  if (content.horizontalPadding !== undefined) style['--vx-content-padding-x'] = px(content.horizontalPadding);
  if (content.verticalPadding !== undefined) style['--vx-content-padding-y'] = px(content.verticalPadding);
  return style;
}
