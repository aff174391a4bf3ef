import { readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TileGrid from '@site/src/components/home/TileGrid';
import { TILE_ICONS } from '@site/src/components/home/TileGrid/TileIcon';
import { HOME_TILES } from '@site/src/homeContent';

/**
 * A character drawn as an emoji by default, or made one (VS16): without an
 * emoji font the reader sees an empty box. (Text arrows such as the external
 * mark ↗ are in ordinary fonts.)
 */
const PICTOGRAPH = /\p{Emoji_Presentation}|\uFE0F/u;

const ROOT = path.resolve(__dirname, '../../..');

describe('the landing tiles and the top bar draw their icons, with no emoji', () => {
  it('each tile has its own drawing, hidden from assistive technology, and its title as its name', () => {
    const html = renderToStaticMarkup(<TileGrid tiles={HOME_TILES} />);
    expect(html).not.toMatch(PICTOGRAPH);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(HOME_TILES.length);
    for (const tile of HOME_TILES) {
      expect(Object.keys(TILE_ICONS)).toContain(tile.icon);
      expect(html).toContain(tile.title);
    }
  });

  it('the config names no emoji in the top bar, whose Support link draws its bubble in CSS', () => {
    const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
    const navbar = config.slice(config.indexOf('navbar:'), config.indexOf('footer:'));
    expect(navbar).not.toMatch(PICTOGRAPH);
    expect(navbar).toMatch(/label: 'Support', href: SUPPORT_URL, position: 'right', className: 'vx-support-link'/);
    expect(readFileSync(path.join(ROOT, 'src/css/custom.css'), 'utf8')).toMatch(/\.vx-support-link::before\s*\{[^}]*mask:/);
  });
});
