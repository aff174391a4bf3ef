import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkDiagrams, { diagramText, visibleSource } from '../../../../plugins/remark/diagrams';
import {
  ChromiumMissingError,
  DiagramSyntaxError,
  PREVIEW_PENDING,
  errorLine,
  type DiagramRenderer,
} from '../../../../plugins/diagrams/render';
import { FIXTURE_PATH } from './mdx';
import uncachedPreview from '../../../../plugins/diagrams/uncachedPreview.cjs';

/** Stands in for Chromium: records what it was asked to draw. */
function fakeRenderer(fail?: Error): DiagramRenderer & { sources: string[] } {
  const sources: string[] = [];
  return {
    sources,
    async render(source) {
      sources.push(source);
      if (fail) throw fail;
      return { files: { light: '/cache/abc-light.svg', dark: '/cache/abc-dark.svg' }, width: 640, height: 200 };
    },
  };
}

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
    expect(code).toMatch(/light: require\("![^"]*file-loader[^"]*\?name=assets\/diagrams\/\[contenthash\]\.\[ext\]!\/cache\/abc-light\.svg"\)\.default/);
    expect(code).toMatch(/dark: require\("[^"]*!\/cache\/abc-dark\.svg"\)\.default/);
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

  it('without Chromium, shows the source in dev and fails a production build', async () => {
    const missing = fakeRenderer(new ChromiumMissingError());
    const code = await build(titled, missing, false);
    expect(code).toMatch(/_jsx\(Diagram, \{/);
    expect(code).not.toContain('require(');
    // The marker that keeps this page out of the bundler's persistent cache.
    expect(code).toContain(PREVIEW_PENDING);
    const error = await buildError(titled, missing, true);
    expect(error.message).toContain('Diagram preview needs Chromium: set CHROMIUM_PATH or run npm test once');
    expect(error.file).toBe(FIXTURE_PATH);
  });
});

describe('uncachedPreview loader', () => {
  const run = (source: string) => {
    const calls: (boolean | undefined)[] = [];
    const context = { getOptions: () => ({ marker: PREVIEW_PENDING }), cacheable: (flag?: boolean) => calls.push(flag) };
    expect(uncachedPreview.call(context, source)).toBe(source);
    return calls;
  };

  it('keeps only pages with undrawn diagrams out of the cache', () => {
    expect(run(`jsx(Diagram, { pending: "${PREVIEW_PENDING}" })`)).toEqual([false]);
    expect(run('jsx(Diagram, { light: require("x").default })')).toEqual([]);
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
