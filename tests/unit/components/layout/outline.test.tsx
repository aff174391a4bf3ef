import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Outline, { outlineTitle } from '../../../../src/components/layout/Outline';
import {
  OUTLINE_MAX_LEVEL,
  OUTLINE_MIN_LEVEL,
  headingsInRange,
  nestHeadings,
  type OutlineHeading,
} from '../../../../src/components/layout/Outline/outlineTree';

/** A doc's toc as the MDX loader emits it: flat, in document order. */
const toc: OutlineHeading[] = [
  { value: 'Install', id: 'install', level: 2 },
  { value: 'With <code>npm</code>', id: 'with-npm', level: 3 },
  { value: 'Peer dependencies', id: 'peer-dependencies', level: 4 },
  { value: 'Deep', id: 'deep', level: 5 },
  { value: 'XMTP&#39;s network', id: 'network', level: 2 },
  { value: 'Nodes', id: 'nodes', level: 3 },
];
const ids = (headings: readonly OutlineHeading[]) => headings.map((heading) => heading.id);

describe('headingsInRange', () => {
  it('lists levels 2 and 3 by default (spec §9)', () => {
    expect([OUTLINE_MIN_LEVEL, OUTLINE_MAX_LEVEL]).toEqual([2, 3]);
    expect(ids(headingsInRange(toc))).toEqual(['install', 'with-npm', 'network', 'nodes']);
  });

  it('widens to a configured maximum', () => {
    expect(ids(headingsInRange(toc, 2, 4))).toEqual([
      'install',
      'with-npm',
      'peer-dependencies',
      'network',
      'nodes',
    ]);
  });

  it('honours a configured minimum', () => {
    expect(ids(headingsInRange(toc, 3, 3))).toEqual(['with-npm', 'nodes']);
  });

  it('accepts a tree too, keeping document order', () => {
    const tree: OutlineHeading[] = [
      {
        ...toc[0],
        children: [{ ...toc[1], children: [{ ...toc[2], children: [] }] }],
      },
      { ...toc[4], children: [{ ...toc[5], children: [] }] },
    ];
    expect(ids(headingsInRange(tree, 2, 4))).toEqual(ids(headingsInRange(toc, 2, 4)));
  });

  it('gives nothing for an empty toc', () => {
    expect(headingsInRange([])).toEqual([]);
  });
});

describe('nestHeadings', () => {
  it('puts each heading under the nearest shallower one before it', () => {
    const nested = nestHeadings(headingsInRange(toc, 2, 4));
    expect(nested.map((node) => node.id)).toEqual(['install', 'network']);
    expect(nested[0].children.map((node) => node.id)).toEqual(['with-npm']);
    expect(nested[0].children[0].children.map((node) => node.id)).toEqual(['peer-dependencies']);
    expect(nested[1].children.map((node) => node.id)).toEqual(['nodes']);
  });

  it('nests a skipped level one step, and keeps a leading deep heading at the top', () => {
    const nested = nestHeadings([
      { value: 'Lead', id: 'lead', level: 3 },
      { value: 'A', id: 'a', level: 2 },
      { value: 'A.i', id: 'a-i', level: 4 },
      { value: 'A.ii', id: 'a-ii', level: 3 },
    ]);
    expect(nested.map((node) => node.id)).toEqual(['lead', 'a']);
    expect(nested[1].children.map((node) => node.id)).toEqual(['a-i', 'a-ii']);
  });
});

describe('Outline', () => {
  it('is titled "On this page" by a heading that labels the navigation', () => {
    const html = renderToStaticMarkup(<Outline toc={toc} headingId="outline-title" />);
    expect(outlineTitle()).toBe('On this page');
    expect(html).toMatch(/^<nav aria-labelledby="outline-title"/);
    expect(html).toContain('<h2 id="outline-title"');
    expect(html).toContain('>On this page</h2>');
  });

  it('links levels 2 and 3 by default, nested, with their HTML text', () => {
    const html = renderToStaticMarkup(<Outline toc={toc} />);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['#install', '#with-npm', '#network', '#nodes']);
    expect(html).toContain('With <code>npm</code>');
    expect(html).toContain('XMTP&#39;s network');
    expect(html).not.toContain('Peer dependencies');
    // The level 3 link sits in a list inside the level 2 item.
    expect(html).toMatch(/href="#install"[\s\S]*?<ul[^>]*><li[^>]*><a[^>]*href="#with-npm"/);
  });

  it('lists level 4 when the maximum is 4', () => {
    const html = renderToStaticMarkup(<Outline toc={toc} maxLevel={4} />);
    expect(html).toContain('href="#peer-dependencies"');
    expect(html).not.toContain('href="#deep"');
  });

  it('marks the first heading current before any scrolling (server render)', () => {
    const html = renderToStaticMarkup(<Outline toc={toc} />);
    expect(html.match(/aria-current="location"/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="#install"[^>]*aria-current="location"|<a[^>]*aria-current="location"[^>]*href="#install"/);
  });

  it('takes its placement from the caller', () => {
    expect(renderToStaticMarkup(<Outline toc={toc} className="popover" />)).toMatch(/^<nav[^>]*class="[^"]*popover"/);
  });

  it('renders nothing when no heading is in range', () => {
    expect(renderToStaticMarkup(<Outline toc={[]} />)).toBe('');
    expect(renderToStaticMarkup(<Outline toc={[toc[3]]} />)).toBe('');
  });
});
