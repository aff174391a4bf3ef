import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import {
  HOME_ACTIONS,
  HOME_HEADLINE,
  HOME_INTRO,
  HOME_TILES,
  HOME_TILES_HEADING,
} from '../../src/homeContent';
import { renderMarkdown } from './toMarkdown';

/**
 * The home page is a React page with no Markdown source; its twin is written
 * from the same content module the page renders, so the two never drift.
 */

function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children }],
    })),
  };
}

/** `absolute` turns a site path into a full URL (base path included); other URLs pass through. */
export function homeToMarkdown(absolute: (href: string) => string): string {
  const link = (label: string, href: string): PhrasingContent => ({
    type: 'link',
    url: absolute(href),
    children: [{ type: 'text', value: label }],
  });
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: HOME_HEADLINE }] },
    { type: 'paragraph', children: [{ type: 'text', value: HOME_INTRO }] },
    list(HOME_ACTIONS.map((action) => [link(action.label, action.to)])),
    { type: 'heading', depth: 2, children: [{ type: 'text', value: HOME_TILES_HEADING }] },
    list(HOME_TILES.map((tile) => [link(tile.title, tile.href), { type: 'text', value: `: ${tile.description}` }])),
  ];
  return renderMarkdown({ type: 'root', children });
}
