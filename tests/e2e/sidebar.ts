import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';

/** A doc in the sidebar: where it lives, its sidebar label and its H1 (the front-matter title). */
export interface SidebarDoc {
  path: string;
  label: string;
  h1: string;
}

interface Item {
  type?: string;
  id?: string;
  label?: string;
  items?: Item[];
}

function frontMatter(id: string): Record<string, string> {
  const file = ['.md', '.mdx'].map((ext) => path.join('docs', `${id}${ext}`)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`sidebars.ts lists ${id}, which has no file under docs/.`);
  const block = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^(\w+):\s*(.*)$/gm)].map(([, key, value]) => [key, value.trim().replace(/^(["'])(.*)\1$/, '$2')]),
  );
}

/**
 * The docs of the sidebar in reading order, which is also the order of the
 * previous/next links: read from sidebars.ts so tests follow the sidebar as
 * pages are added.
 */
export function sidebarDocs(): SidebarDoc[] {
  const docs: SidebarDoc[] = [];
  const walk = (items: Item[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id) {
        const meta = frontMatter(item.id);
        docs.push({ path: meta.slug ?? `/${item.id}`, label: item.label ?? meta.title ?? item.id, h1: meta.title ?? '' });
      }
      if (item.items) walk(item.items);
    }
  };
  walk((sidebars as unknown as { docs: Item[] }).docs);
  return docs;
}
