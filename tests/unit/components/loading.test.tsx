import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Loading from '../../../src/theme/Loading';

const noRetry = () => {};

describe('Loading (@theme/Loading)', () => {
  it('shows nothing before the delay: a fast download never flashes a spinner', () => {
    expect(renderToStaticMarkup(<Loading isLoading pastDelay={false} timedOut={false} error={null} retry={noRetry} />)).toBe('');
  });

  it('tells screen readers the page is loading once the wait is long enough to see', () => {
    const html = renderToStaticMarkup(<Loading isLoading pastDelay timedOut={false} error={null} retry={noRetry} />);
    expect(html).toMatch(/^<div class="[^"]*" role="status">/);
    expect(html).toContain('Loading…');
  });

  it("shows the site's error message when the download failed, with a way to reload and a way home", () => {
    const error = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    const html = renderToStaticMarkup(<Loading isLoading={false} pastDelay timedOut={false} error={error} retry={noRetry} />);
    expect(html).toContain('This page could not be loaded');
    expect(html).toContain('Reload the page');
    expect(html).toContain('Go to Home Page');
    expect(html).toContain('Loading chunk 42 failed.');
  });
});
