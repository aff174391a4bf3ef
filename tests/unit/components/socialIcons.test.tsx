import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SocialIcons from '../../../src/components/layout/SocialIcons';
import type { SocialIcon } from '../../../src/theme-extras';

const ALL: SocialIcon[] = ['discord', 'github', 'telegram', 'warpcast', 'x'];

describe('SocialIcons', () => {
  it('renders a named icon link per network, each opening a new tab', () => {
    const html = renderToStaticMarkup(
      <SocialIcons socials={ALL.map((icon) => ({ icon, label: `XMTP on ${icon}`, link: `https://${icon}.example/xmtp` }))} />,
    );
    for (const icon of ALL) {
      expect(html).toContain(`href="https://${icon}.example/xmtp" target="_blank" rel="noopener noreferrer" aria-label="XMTP on ${icon}"`);
    }
    expect(html.match(/<svg/g)).toHaveLength(ALL.length);
    expect(html.match(/<path d="M/g)).toHaveLength(ALL.length);
  });

  it('renders nothing without socials', () => {
    expect(renderToStaticMarkup(<SocialIcons socials={[]} />)).toBe('');
  });
});
