import { describe, expect, it } from 'vitest';
import { contentStyle, layoutClassNames, resolveLayout } from '../../../../src/components/layout/DocLayout/layoutOptions';

const withSidebar = { hasSidebarItems: true };

describe('resolveLayout', () => {
  it('defaults to the docs layout with everything shown', () => {
    expect(resolveLayout({}, withSidebar)).toEqual({
      layout: 'docs',
      showLogo: true,
      showOutline: true,
      showSidebar: true,
      showTopNav: true,
      content: { width: undefined, horizontalPadding: undefined, verticalPadding: undefined },
    });
  });

  it.each(['minimal', 'landing'] as const)('hides outline and sidebar by default in the %s layout', (layout) => {
    const resolved = resolveLayout({ layout }, withSidebar);
    expect(resolved).toMatchObject({ layout, showOutline: false, showSidebar: false, showLogo: true, showTopNav: true });
  });

  it('lets front matter override each default', () => {
    expect(resolveLayout({ layout: 'minimal', showSidebar: true, showOutline: true }, withSidebar)).toMatchObject({
      showSidebar: true,
      showOutline: true,
    });
    expect(resolveLayout({ showLogo: false, showTopNav: false, showOutline: false }, withSidebar)).toMatchObject({
      showLogo: false,
      showTopNav: false,
      showOutline: false,
    });
  });

  it('never shows a sidebar without items', () => {
    expect(resolveLayout({ showSidebar: true }, { hasSidebarItems: false }).showSidebar).toBe(false);
  });

  it('falls back to docs for an unknown layout and ignores non-boolean flags', () => {
    expect(resolveLayout({ layout: 'wide', showLogo: 'no' }, withSidebar)).toMatchObject({ layout: 'docs', showLogo: true });
  });

  it('reads content width and paddings', () => {
    const { content } = resolveLayout({ content: { width: 1000, horizontalPadding: '2rem', verticalPadding: '' } }, withSidebar);
    expect(content).toEqual({ width: 1000, horizontalPadding: '2rem', verticalPadding: undefined });
    expect(contentStyle(content)).toEqual({ '--vx-content-width': '1000px', '--vx-content-padding-x': '2rem' });
  });
});

describe('layoutClassNames', () => {
  it('names the layout and each hidden part', () => {
    expect(layoutClassNames(resolveLayout({}, withSidebar))).toBe('vx-layout-docs');
    expect(layoutClassNames(resolveLayout({ layout: 'landing', showLogo: false }, withSidebar))).toBe(
      'vx-layout-landing vx-hide-logo vx-hide-outline vx-hide-sidebar',
    );
  });
});
