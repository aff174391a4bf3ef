import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseSource, type SourceOptions } from '../../../plugins/page-sources/parseSource';
import { DIFF_FLAG } from '../../../plugins/remark/diffLines';
import { codeBlockTitle } from '../../../plugins/page-sources/visibleCode';
import { listValue, parseMeta, type Meta } from './meta';

/** The languages the checker reads, by the fence's language. */
export type SampleLanguage = 'ts' | 'tsx' | 'js' | 'jsx' | 'kotlin' | 'swift';

const LANGUAGES: Record<string, SampleLanguage> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  cjs: 'js',
  jsx: 'jsx',
  kotlin: 'kotlin',
  kt: 'kotlin',
  swift: 'swift',
};

/** One fenced code sample, with where each of its lines sits in the page. */
export interface Sample {
  /** The page, as given (a path relative to the site, e.g. `docs/dms/streams.mdx`). */
  file: string;
  /** Its position among the checked samples of the page, from 0. */
  index: number;
  language: SampleLanguage;
  meta: Meta;
  /** The `title`: a tab label in a code group, or a file name. */
  title: string | undefined;
  /** The code a reader copies: for a `diff` block, the lines after the change. */
  code: string;
  /** The page's line (1-based) of each line of `code`. */
  lines: number[];
  /** Columns the fence is indented by in the page; its code lines are indented as much. */
  indent: number;
  /** The page's line of the opening fence. */
  fenceLine: number;
}

/**
 * How the site parses docs: Docusaurus reads every file as MDX
 * (`markdown.format` is `mdx` by default) and, under `future.v4`,
 * with no MDX 1 compatibility (docusaurus.config.ts).
 */
export const SITE_SOURCE_OPTIONS: SourceOptions = {
  format: 'mdx',
  maintainCase: false,
  mdx1Compat: { comments: false, admonitions: false, headingIds: false },
};

/** The code samples of one page, in page order. */
export function extractSamples(source: string, file: string, options: SourceOptions = SITE_SOURCE_OPTIONS): Sample[] {
  const tree = parseSource(source, file, options, 'check-samples');
  const samples: Sample[] = [];
  visit(tree, 'code', (node: Code) => {
    const language = LANGUAGES[(node.lang ?? '').toLowerCase()];
    if (!language || !node.position) return;
    const fenceLine = node.position.start.line;
    const indent = node.position.start.column - 1;
    const isDiff = DIFF_FLAG.test(node.meta ?? '');
    const code: string[] = [];
    const lines: number[] = [];
    node.value.split('\n').forEach((line, offset) => {
      const pageLine = fenceLine + 1 + offset;
      if (isDiff) {
        // What the copy button gives: unchanged and added lines, without their marker.
        if (line.startsWith('-')) return;
        if (line.startsWith('+') || line.startsWith(' ')) line = line.slice(1);
      }
      code.push(line);
      lines.push(pageLine);
    });
    samples.push({
      file,
      index: samples.length,
      language,
      meta: parseMeta(node.meta),
      title: codeBlockTitle(node.meta),
      code: code.join('\n'),
      lines,
      indent,
      fenceLine,
    });
  });
  return samples;
}

/** The names a sample's `context` key lists. */
export function contextNames(sample: Sample): string[] {
  return listValue(sample.meta.attributes.context);
}
