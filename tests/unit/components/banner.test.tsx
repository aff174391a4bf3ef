import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import codeTranslations from '@generated/codeTranslations';
import Banner from '../../../src/components/layout/Banner';

const content = 'These docs describe XMTP as of November 2024. See <a href="https://xmtp.org/">xmtp.org</a>.';

describe('Banner', () => {
  it('renders the HTML content in a labelled region, with the configured colours and height', () => {
    const html = renderToStaticMarkup(
      <Banner content={content} backgroundColor="var(--vx-banner-bg)" textColor="#fff" height="40px" dismissable />,
    );
    expect(html).toMatch(/^<div role="region" aria-label="Announcement"/);
    expect(html).toContain('style="background-color:var(--vx-banner-bg);color:#fff;--vx-banner-height:40px"');
    expect(html).toContain('See <a href="https://xmtp.org/">xmtp.org</a>.');
  });

  it('shows a named dismiss button when dismissable', () => {
    const html = renderToStaticMarkup(<Banner content={content} dismissable />);
    expect(html).toContain(`<button type="button"`);
    expect(html).toContain('aria-label="Dismiss banner"');
  });

  it("speaks the site's language: its names come from the translations", () => {
    Object.assign(codeTranslations, { 'theme.AnnouncementBar.closeButtonAriaLabel': 'Fermer', 'vx.banner.regionLabel': 'Annonce' });
    try {
      const html = renderToStaticMarkup(<Banner content={content} dismissable />);
      expect(html).toContain('aria-label="Annonce"');
      expect(html).toContain('aria-label="Fermer" title="Fermer"');
    } finally {
      for (const id of Object.keys(codeTranslations)) delete codeTranslations[id];
    }
  });

  it("has no dismiss button when dismissable is the string 'false' (or false)", () => {
    for (const dismissable of ['false', false] as const) {
      const html = renderToStaticMarkup(<Banner content={content} dismissable={dismissable} />);
      expect(html).not.toContain('<button');
      expect(html).toContain('xmtp.org');
    }
    expect(renderToStaticMarkup(<Banner content={content} dismissable="true" />)).toContain('<button');
    expect(renderToStaticMarkup(<Banner content={content} />)).toContain('<button');
  });

  it('leaves colours to the tokens when none are configured', () => {
    const html = renderToStaticMarkup(<Banner content={content} dismissable />);
    expect(html).not.toContain('style="background-color');
  });
});
