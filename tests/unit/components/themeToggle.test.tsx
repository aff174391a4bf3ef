import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ThemeToggle from '../../../src/components/layout/ThemeToggle';

describe('ThemeToggle', () => {
  it('is a button named for the mode it switches to', () => {
    const light = renderToStaticMarkup(<ThemeToggle theme="light" onToggle={() => {}} />);
    expect(light).toMatch(/^<button type="button"[^>]* aria-label="Switch to dark mode"/);
    const dark = renderToStaticMarkup(<ThemeToggle theme="dark" onToggle={() => {}} />);
    expect(dark).toContain('aria-label="Switch to light mode"');
  });

  it('carries both icons, hidden from assistive technology (CSS picks one by data-theme)', () => {
    const html = renderToStaticMarkup(<ThemeToggle theme="light" onToggle={() => {}} />);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
  });
});
