import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Sponsors, { DEFAULT_SPONSOR_HEIGHT } from '../../../src/components/mdx/Sponsors';
import Authors from '../../../src/components/mdx/Authors';
import BlogPosts from '../../../src/components/mdx/BlogPosts';
import Steps, { Step } from '../../../src/components/mdx/Steps';

describe('Sponsors', () => {
  const html = renderToStaticMarkup(
    <Sponsors
      groups={[
        {
          name: 'Gold',
          items: [
            [
              { name: 'Acme', image: '/img/acme.svg', link: 'https://acme.example' },
              { name: 'Beta', image: 'https://cdn.example/beta.png', link: 'https://beta.example', aspectRatio: 3.2 },
            ],
            [{ name: 'Gamma', image: '/img/gamma.svg', link: 'https://gamma.example' }],
          ],
        },
        { name: 'Silver', height: 24, items: [[{ name: 'Delta', image: '/img/delta.svg', link: 'https://delta.example' }]] },
      ]}
    />,
  );

  it('renders a labelled section per group and a row per list of entries', () => {
    expect(html.match(/<section/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Gold"');
    expect(html.match(/grid-template-columns:repeat\(2, 1fr\)/g)).toHaveLength(1);
    expect(html.match(/grid-template-columns:repeat\(1, 1fr\)/g)).toHaveLength(2);
  });

  it('sizes logos 40 px high by default, or as the group says', () => {
    expect(DEFAULT_SPONSOR_HEIGHT).toBe(40);
    expect(html).toMatch(/<img src="\/base\/img\/acme.svg" alt="Acme" width="40" height="40"/);
    expect(html).toMatch(/alt="Delta" width="24" height="24"/);
  });

  it('gives every logo a width and height, from its aspect ratio, so nothing moves as it loads', () => {
    expect(html).toMatch(/alt="Beta" width="128" height="40" style="height:40px;width:auto"/);
  });

  it('resolves site paths against the base URL and opens links in a new tab', () => {
    expect(html).toContain('src="https://cdn.example/beta.png"');
    expect(html).toMatch(/<a[^>]+href="https:\/\/acme.example" target="_blank" rel="noopener noreferrer"/);
  });
});

describe('Authors', () => {
  it('writes a byline with the date and linked authors', () => {
    const html = renderToStaticMarkup(<Authors authors="Jane, [Sam](https://sam.example)" date="2024-11-02" />);
    expect(html).toContain('<time dateTime="2024-11-02">November 2, 2024</time>');
    expect(html).toContain('By Jane and <a href="https://sam.example"');
  });

  it('renders nothing without authors or a date', () => {
    expect(renderToStaticMarkup(<Authors />)).toBe('');
  });
});

describe('BlogPosts', () => {
  it('renders nothing when there are no posts, as in this build', () => {
    expect(renderToStaticMarkup(<BlogPosts />)).toBe('');
    expect(renderToStaticMarkup(<BlogPosts posts={[]} />)).toBe('');
  });

  it('lists posts newest first, linking to each', () => {
    const html = renderToStaticMarkup(
      <BlogPosts
        posts={[
          { path: '/blog/old', title: 'Old', date: '2023-01-01' },
          { path: '/blog/new', title: 'New', date: '2024-06-01', description: 'Fresh.' },
        ]}
      />,
    );
    expect(html.indexOf('New')).toBeLessThan(html.indexOf('Old'));
    expect(html).toContain('href="/blog/new"');
    expect(html).toContain('Fresh.');
  });
});

describe('Steps', () => {
  it('renders an ordered list of its steps', () => {
    const html = renderToStaticMarkup(
      <Steps>
        {[<Step key="a">A</Step>, <Step key="b">B</Step>]}
      </Steps>,
    );
    expect(html).toMatch(/^<ol[^>]*><li[^>]*>A<\/li><li[^>]*>B<\/li><\/ol>$/);
  });

  it('renders nothing unless given an array of children', () => {
    expect(renderToStaticMarkup(<Steps>{<Step>Only</Step>}</Steps>)).toBe('');
    expect(renderToStaticMarkup(<Steps />)).toBe('');
  });
});
