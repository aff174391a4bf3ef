import { compile } from '@mdx-js/mdx';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import remarkDiagrams, { diagramText, visibleSource } from '../../../../plugins/remark/diagrams';
import {
  ChromiumMissingError,
  DiagramSyntaxError,
  PREVIEW_PENDING,
  createDiagramRenderer,
  errorLine,
  type DiagramRenderer,
} from '../../../../plugins/diagrams/render';
import { DRAWINGS_DIR, collectDiagrams, diagramKey, drawingFiles } from '../../../../plugins/diagrams/drawings';
import { FIXTURE_PATH } from './mdx';
import drawingDependencies from '../../../../plugins/diagrams/drawingDependencies.cjs';

/** Stands in for the renderer: records what it was asked for. */
function fakeRenderer(fail?: Error): DiagramRenderer & { sources: string[] } {
  const sources: string[] = [];
  return {
    sources,
    async render(source) {
      sources.push(source);
      if (fail) throw fail;
      const key = 'abcdef0123456789abcd';
      return { key, files: { light: `/diagrams/${key}-light.svg`, dark: `/diagrams/${key}-dark.svg` }, width: 640, height: 200 };
    },
  };
}

/** A Chromium that is not there: what a clean clone on a build host has. */
const NO_CHROMIUM = path.join(tmpdir(), 'no-such-dir', 'chromium');

async function build(source: string, renderer: DiagramRenderer, strict = true) {
  const file = new VFile({ path: FIXTURE_PATH, value: source });
  return String(await compile(file, { remarkPlugins: [[remarkDiagrams, { renderer, strict }]] }));
}

async function buildError(source: string, renderer: DiagramRenderer, strict = true) {
  try {
    await build(source, renderer, strict);
  } catch (error) {
    const { message, file, line } = error as { message: string; file?: string; line?: number };
    return { message, file, line };
  }
  throw new Error('the build passed');
}

const diagram = (...lines: string[]) => ['Intro.', '', '```mermaid', ...lines, '```', ''].join('\n');
const titled = diagram('flowchart LR', '  accTitle: Alice talks to Bob', '  A[Alice] --> B[Bob]');

describe('remark diagrams', () => {
  it('turns a mermaid block into <Diagram> with both images, the size and the alt text', async () => {
    const renderer = fakeRenderer();
    const code = await build(
      diagram('sequenceDiagram', '  accTitle: Alice greets Bob', '  accDescr: Alice says gm and Bob answers.', '  Alice->>Bob: gm'),
      renderer,
    );
    expect(code).toMatch(/_jsx\(Diagram, \{/);
    expect(code).toContain('title: "Alice greets Bob"');
    expect(code).toContain('description: "Alice says gm and Bob answers."');
    expect(code).toMatch(
      /light: require\("![^"]*file-loader[^"]*\?name=assets\/diagrams\/\[contenthash\]\.\[ext\]!\/diagrams\/abcdef0123456789abcd-light\.svg"\)\.default/,
    );
    expect(code).toMatch(/dark: require\("[^"]*!\/diagrams\/abcdef0123456789abcd-dark\.svg"\)\.default/);
    expect(code).toContain('width: "640"');
    expect(code).toContain('height: "200"');
    // The alt text lines are left out of the source shown as text.
    expect(code).toContain('source: "sequenceDiagram\\n  Alice->>Bob: gm"');
    expect(renderer.sources).toHaveLength(1);
  });

  it('leaves other code blocks alone', async () => {
    const renderer = fakeRenderer();
    const code = await build('```ts\nconst a = 1;\n```\n', renderer);
    expect(code).not.toContain('Diagram');
    expect(renderer.sources).toEqual([]);
  });

  it('fails the build on a diagram without accTitle, naming the file and line', async () => {
    const renderer = fakeRenderer();
    const error = await buildError(diagram('flowchart LR', '  A --> B'), renderer);
    expect(error.message).toMatch(/^Invalid diagram: add an `accTitle: …` line/);
    expect(error.file).toBe(FIXTURE_PATH);
    expect(error.line).toBe(3);
    expect(renderer.sources).toEqual([]);
  });

  it("fails the build on Mermaid's parse error, at the diagram line it names", async () => {
    const message = "Parse error on line 3:\n...A --> \n---^\nExpecting 'NODE_STRING', got 'EOF'";
    const error = await buildError(titled, fakeRenderer(new DiagramSyntaxError(message, errorLine(message))));
    expect(error.message).toContain('Invalid diagram: Parse error on line 3');
    expect(error.file).toBe(FIXTURE_PATH);
    // The fence is line 3 of the file, so the diagram's line 3 is line 6.
    expect(error.line).toBe(6);
  });

  it('without a drawing or Chromium, marks the diagram for the preview in dev and fails a production build', async () => {
    const missing = fakeRenderer(new ChromiumMissingError(NO_CHROMIUM));
    const code = await build(titled, missing, false);
    expect(code).toMatch(/_jsx\(Diagram, \{/);
    expect(code).not.toContain('require(');
    // The marker, with the drawing's key, that ties the page to the files it waits for.
    expect(code).toContain(`${PREVIEW_PENDING}${diagramKey('flowchart LR\n  accTitle: Alice talks to Bob\n  A[Alice] --> B[Bob]')}`);
    const error = await buildError(titled, missing, true);
    expect(error.message).toBe(
      `Diagram not drawn (${FIXTURE_PATH}:3): diagrams/ has no drawing of it, and drawing one needs Chromium (none at ${NO_CHROMIUM}). ` +
        'Run `npm run diagrams` where Chromium is installed (or set CHROMIUM_PATH to one), then commit diagrams/.',
    );
    expect(error.file).toBe(FIXTURE_PATH);
    expect(error.line).toBe(3);
  });
});

describe('remark diagrams with the real renderer and no Chromium', () => {
  const emptyDir = mkdtempSync(path.join(tmpdir(), 'vx-drawings-'));
  afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

  it('builds a page from its committed drawings, without a browser', async () => {
    const [first] = collectDiagrams(path.resolve(__dirname, '../../../..'));
    const renderer = createDiagramRenderer({ chromiumPath: NO_CHROMIUM });
    const code = await build(['```mermaid', first.source, '```', ''].join('\n'), renderer);
    const files = drawingFiles(DRAWINGS_DIR, first.key);
    expect(code).toContain(`!${files.light}")`);
    expect(code).toContain(`!${files.dark}")`);
    expect(code).toMatch(/width: "\d+"/);
  });

  it('fails a new diagram without its drawing, naming the file, the line and the command that draws it', async () => {
    // A committed drawing under another key does not stand in for the new diagram.
    const [first] = collectDiagrams(path.resolve(__dirname, '../../../..'));
    for (const file of Object.values(drawingFiles(DRAWINGS_DIR, first.key))) copyFileSync(file, path.join(emptyDir, path.basename(file)));
    const renderer = createDiagramRenderer({ drawingsDir: emptyDir, chromiumPath: NO_CHROMIUM });
    const error = await buildError(diagram('flowchart LR', '  accTitle: A diagram nobody drew', '  A --> B'), renderer);
    expect(error.message).toContain(`Diagram not drawn (${FIXTURE_PATH}:3): diagrams/ has no drawing of it`);
    expect(error.message).toContain('`npm run diagrams`');
    expect(error.file).toBe(FIXTURE_PATH);
    expect(error.line).toBe(3);
  });
});

describe('drawingDependencies loader', () => {
  const options = { drawingsDir: '/site/diagrams', pendingMarker: PREVIEW_PENDING, keyFiles: ['/site/mermaid.ts'] };
  const run = (source: string) => {
    const calls: string[] = [];
    const context = {
      getOptions: () => options,
      cacheable: (flag?: boolean) => calls.push(`cacheable ${flag}`),
      addDependency: (file: string) => calls.push(`depends on ${file}`),
      addMissingDependency: (file: string) => calls.push(`waits for ${file}`),
    };
    expect(drawingDependencies.call(context, source)).toBe(source);
    return calls;
  };
  const key = '0123456789abcdef0123';

  it('keeps pages with undrawn diagrams out of the cache, watching for their drawings', () => {
    expect(run(`jsx(Diagram, { pending: "${PREVIEW_PENDING}${key}" })`)).toEqual([
      'cacheable false',
      `waits for /site/diagrams/${key}-light.svg`,
      `waits for /site/diagrams/${key}-dark.svg`,
      'depends on /site/mermaid.ts',
    ]);
  });

  it('ties pages with drawings to their files and to what makes up their keys', () => {
    const compiled = `jsx(Diagram, { light: require("!loader!/site/diagrams/${key}-light.svg").default, dark: require("!loader!/site/diagrams/${key}-dark.svg").default })`;
    expect(run(compiled)).toEqual([
      `depends on /site/diagrams/${key}-light.svg`,
      `depends on /site/diagrams/${key}-dark.svg`,
      'depends on /site/mermaid.ts',
    ]);
    expect(run('jsx(Other, {})')).toEqual([]);
  });
});

describe('diagramText', () => {
  it('reads accTitle and a one-line or block accDescr', () => {
    expect(diagramText('flowchart LR\n  accTitle: Keys\n  accDescr: How keys chain.\n  A-->B')).toEqual({
      title: 'Keys',
      description: 'How keys chain.',
    });
    expect(diagramText('graph TD\naccTitle: T\naccDescr {\n  Two\n  lines\n}\nA-->B')).toEqual({
      title: 'T',
      description: 'Two lines',
    });
    expect(diagramText('graph TD\n  accTitle:   \n  A-->B')).toEqual({ title: undefined, description: undefined });
  });

  it('drops those lines from the source shown as text', () => {
    expect(visibleSource('graph TD\n  accTitle: T\n  accDescr {\n a\n }\n  A-->B\n')).toBe('graph TD\n  A-->B');
  });
});

describe('errorLine', () => {
  it("finds the line in Mermaid's messages", () => {
    expect(errorLine('Parse error on line 12:\n...')).toBe(12);
    expect(errorLine('Lexer error on line 2, column 5')).toBe(2);
    expect(errorLine('No diagram type detected')).toBeUndefined();
  });
});
