import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Diagram, { altText } from '../../../src/components/mdx/Diagram';

describe('Diagram', () => {
  const html = renderToStaticMarkup(
    <Diagram
      title="Alice greets Bob"
      description="Alice says gm."
      source={'sequenceDiagram\n  Alice->>Bob: gm'}
      light="/assets/diagrams/l.svg"
      dark="/assets/diagrams/d.svg"
      width="640"
      height="200"
    />,
  );

  it('shows one sized, lazy image per colour mode, with the alt text', () => {
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('src="/assets/diagrams/l.svg"');
    expect(images[1]).toContain('src="/assets/diagrams/d.svg"');
    for (const image of images) {
      expect(image).toContain('alt="Alice greets Bob. Alice says gm."');
      expect(image).toMatch(/width="640" height="200" loading="lazy" decoding="async"/);
    }
  });

  it('offers the source as text, collapsed', () => {
    expect(html).toMatch(/<details[^>]*><summary>Diagram as text<\/summary><pre><code>sequenceDiagram\n  Alice-&gt;&gt;Bob: gm<\/code><\/pre><\/details>/);
  });

  it('without a drawing (npm start without Chromium) says how to make one and offers the source', () => {
    const fallback = renderToStaticMarkup(<Diagram title="T" source="graph TD" pending="vx-diagram-not-drawn:0123" />);
    expect(fallback).toMatch(
      /<p [^>]*role="note">This diagram has no drawing yet\. Run <code>npm run diagrams<\/code> \(it needs Chromium\) to draw it, then commit <code>diagrams\/<\/code>\.<\/p>/,
    );
    expect(fallback).toContain('<code>graph TD</code>');
    expect(fallback).not.toContain('<img');
  });

  it('joins title and description into one sentence sequence', () => {
    expect(altText('Keys')).toBe('Keys');
    expect(altText('Keys', 'How they chain.')).toBe('Keys. How they chain.');
    expect(altText('Keys?', 'How they chain.')).toBe('Keys? How they chain.');
  });
});
