import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ChromiumMissingError, DiagramSyntaxError, PREVIEW_PENDING, diagramRenderer, type DiagramRenderer } from '../diagrams/render';
import { diagramKey, type Drawing } from '../diagrams/drawings';

export interface DiagramOptions {
  /** Finds or draws a diagram's drawing; the shared renderer unless a test gives another. */
  renderer?: DiagramRenderer;
  /**
   * A production build fails on a diagram that has no drawing and no Chromium
   * to draw it; `npm start` has the browser draw it instead, with a note, so
   * writing never needs Chromium.
   */
  strict?: boolean;
}

/** What a build says of a diagram it can neither find nor draw, at `place` (`file:line`). */
export function notDrawnMessage(error: ChromiumMissingError, place: string): string {
  return (
    `Diagram not drawn (${place}): ${error.message} Run \`npm run diagrams\` where Chromium is installed ` +
    '(or set CHROMIUM_PATH to one), then commit diagrams/.'
  );
}

export interface DiagramText {
  title?: string;
  description?: string;
}

/**
 * Mermaid's accessibility lines: `accTitle: …`, `accDescr: …` or a
 * `accDescr { … }` block spanning lines.
 */
export function diagramText(source: string): DiagramText {
  // [ \t], not \s: an empty `accTitle:` must not take the next line.
  const title = /^[ \t]*accTitle[ \t]*:[ \t]*(.*?)[ \t]*$/m.exec(source)?.[1];
  const single = /^[ \t]*accDescr[ \t]*:[ \t]*(.*?)[ \t]*$/m.exec(source)?.[1];
  const block = /^[ \t]*accDescr[ \t]*\{([^}]*)\}/m.exec(source)?.[1];
  const description = (single ?? block?.replace(/\s+/g, ' '))?.trim();
  return { title: title || undefined, description: description || undefined };
}

/** The source as readers see it under "Diagram as text": the alt text lines are already the image's alt. */
export function visibleSource(source: string): string {
  return source
    .replace(/^[ \t]*accDescr[ \t]*\{[^}]*\}[^\n]*\n?/m, '')
    .replace(/^[ \t]*acc(Title|Descr)[ \t]*:.*\n?/gm, '')
    .replace(/\s+$/, '');
}

/** The `require()` of an SVG file that webpack copies to /assets/diagrams/ under its content hash. */
export function assetRequest(file: string): string {
  const loader = require.resolve('file-loader').split(path.sep).join('/');
  return `!${loader}?name=assets/diagrams/[contenthash].[ext]!${file.split(path.sep).join('/')}`;
}

function requireExpression(request: string): MdxJsxAttribute['value'] {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'MemberExpression',
          object: {
            type: 'CallExpression',
            callee: { type: 'Identifier', name: 'require' },
            arguments: [{ type: 'Literal', value: request }],
            optional: false,
          },
          property: { type: 'Identifier', name: 'default' },
          computed: false,
          optional: false,
        },
      },
    ],
  };
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `require(${JSON.stringify(request)}).default`,
    data: { estree: program },
  };
}

const attribute = (name: string, value: MdxJsxAttribute['value']): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

function diagramElement(node: Code, text: DiagramText, drawn: Drawing | undefined, eager: boolean): MdxJsxFlowElement {
  const attributes = [attribute('title', text.title!), attribute('source', visibleSource(node.value))];
  if (eager) attributes.push(attribute('eager', null));
  if (text.description) attributes.push(attribute('description', text.description));
  if (drawn) {
    attributes.push(
      attribute('light', requireExpression(assetRequest(drawn.files.light))),
      attribute('dark', requireExpression(assetRequest(drawn.files.dark))),
      attribute('width', String(drawn.width)),
      attribute('height', String(drawn.height)),
    );
  } else {
    attributes.push(attribute('pending', `${PREVIEW_PENDING}${diagramKey(node.value)}`));
  }
  return { type: 'mdxJsxFlowElement', name: 'Diagram', attributes, children: [], position: node.position };
}

/**
 * Whether a block comes before the page's first `##` section, where a phone's
 * first screen ends: such a diagram is often the largest thing a reader sees
 * first, so it loads with the page instead of waiting to be scrolled near.
 */
export function beforeFirstSection(tree: Root, node: Code): boolean {
  const section = tree.children.find((child) => child.type === 'heading' && child.depth === 2);
  const start = node.position?.start.offset;
  return start !== undefined && (section?.position?.start.offset ?? Infinity) > start;
}

/**
 * Turns each ```mermaid block into a `<Diagram>` (src/components/mdx/Diagram)
 * showing its committed SVG drawings (plugins/diagrams), so readers download
 * no Mermaid. A diagram must carry `accTitle:`, which becomes its alt text.
 */
export default function remarkDiagrams(options: DiagramOptions = {}) {
  const renderer = options.renderer ?? diagramRenderer();
  const strict = options.strict ?? process.env.NODE_ENV === 'production';

  return async (tree: Root, file: VFile) => {
    const blocks: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang === 'mermaid' && parent && index !== undefined) blocks.push({ node, index, parent });
    });
    for (const { node } of blocks) {
      if (!diagramText(node.value).title) {
        file.fail(
          'Invalid diagram: add an `accTitle: …` line saying what the diagram shows; it becomes the image’s alt text.',
          node,
        );
      }
    }
    const drawn = await Promise.all(
      blocks.map(async ({ node }) => {
        try {
          return await renderer.render(node.value);
        } catch (error) {
          if (error instanceof DiagramSyntaxError) {
            // Mermaid counts lines from the diagram's first line, after the fence.
            const line = error.line !== undefined && node.position ? node.position.start.line + error.line : undefined;
            file.fail(`Invalid diagram: ${error.message}`, { place: line ? { line, column: 1 } : node.position });
          }
          if (error instanceof ChromiumMissingError) {
            if (!strict) return undefined;
            // Docusaurus names the file but shows the line only in a dump of the error.
            const place = `${path.relative(process.cwd(), file.path)}:${node.position?.start.line ?? 1}`;
            file.fail(notDrawnMessage(error, place), node);
          }
          file.fail(`Diagram could not be drawn: ${(error as Error).message}`, node);
        }
      }),
    );
    blocks.forEach(({ node, index, parent }, i) => {
      parent.children[index] = diagramElement(node, diagramText(node.value), drawn[i], i === 0 && beforeFirstSection(tree, node));
    });
  };
}
