import { describe, expect, it } from 'vitest';
import { parseSource, type SourceOptions } from '../../../../plugins/page-sources/parseSource';
import {
  NOT_STATIC,
  attributeValue,
  componentKind,
  expressionValue,
  importsOf,
  isCommentExpression,
  type MdxNode,
} from '../../../../plugins/page-sources/mdxScope';

const OPTIONS: SourceOptions = { format: 'mdx', maintainCase: false, mdx1Compat: { comments: false, admonitions: false, headingIds: false } };

const parse = (mdx: string) => parseSource(mdx, 'page.mdx', OPTIONS, 'test') as unknown as MdxNode;

/** The first node of a type, depth first. */
function find(node: MdxNode, type: string): MdxNode {
  if (node.type === type) return node;
  for (const child of node.children ?? []) {
    try {
      return find(child, type);
    } catch {
      // not in this branch
    }
  }
  throw new Error(`no ${type}`);
}

describe('importsOf and componentKind', () => {
  const tree = parse(
    [
      "import Tabs from '@theme/Tabs';",
      "import Panel from '@theme/TabItem';",
      "import Setup, { other } from './_setup.mdx';",
      "import * as Everything from '@theme/CodeBlock';",
      "import { Details as Disclosure } from '@theme/Details';",
      "import Mine from '@site/src/components/Mine';",
    ].join('\n'),
  );
  const scope = { imports: importsOf(tree) };

  it('knows theme components by the module they come from, whatever their local name', () => {
    expect(componentKind('Tabs', scope)).toBe('tabs');
    expect(componentKind('Panel', scope)).toBe('tabItem');
    expect(componentKind('Setup', scope)).toBe('partial');
  });

  it('knows the names MDX resolves without an import, unless an import takes the name', () => {
    expect(componentKind('details', scope)).toBe('details');
    expect(componentKind('head', scope)).toBe('head');
    expect(componentKind('Details', { imports: importsOf(parse("import Details from './Details';")) })).toBeUndefined();
  });

  it('knows nothing of named or namespace imports, other modules or unknown names', () => {
    for (const name of ['other', 'Everything', 'Disclosure', 'Mine', 'TabItem', '', undefined]) expect(componentKind(name, scope)).toBeUndefined();
  });
});

describe('static values', () => {
  const scope = { imports: importsOf(parse("import useBaseUrl from '@docusaurus/useBaseUrl';\nimport useOther from 'x';")), props: { network: 'dev', count: 2 } };
  const valueOf = (expression: string, props = true) =>
    expressionValue(find(parse(`{${expression}}`), 'mdxFlowExpression'), props ? scope : { imports: scope.imports });

  it.each([
    ["'text'", 'text'],
    ['`multi\nline`', 'multi\nline'],
    ['`on ${props.network}`', 'on dev'],
    ["'a' + 1", 'a1'],
    ['-3', -3],
    ['[1, { label: "A", "value": `a` }]', [1, { label: 'A', value: 'a' }]],
    ['props.network', 'dev'],
    ["props['count']", 2],
    ["useBaseUrl('/img/logo.svg')", '/img/logo.svg'],
    ['null', null],
  ])('%s is %j', (expression, value) => {
    expect(valueOf(expression)).toEqual(value);
  });

  it.each(['client.inboxId', 'props.missing', 'useOther("/x")', '`${client}`', '[...items]', '{ [key]: 1 }', 'f()', '/re/'])('%s is not static', (expression) => {
    expect(valueOf(expression)).toBe(NOT_STATIC);
  });

  it('reads props only inside a partial', () => {
    expect(valueOf('props.network', false)).toBe(NOT_STATIC);
  });

  it('reads attributes: strings, bare flags, static expressions, and tells absent from unknown', () => {
    const element = find(parse('<X a="1" flag b={2} c={props.network} d={client} />'), 'mdxJsxFlowElement');
    expect(attributeValue(element, 'a', scope)).toBe('1');
    expect(attributeValue(element, 'flag', scope)).toBe(true);
    expect(attributeValue(element, 'b', scope)).toBe(2);
    expect(attributeValue(element, 'c', scope)).toBe('dev');
    expect(attributeValue(element, 'd', scope)).toBe(NOT_STATIC);
    expect(attributeValue(element, 'e', scope)).toBeUndefined();
  });

  it('tells comments from expressions', () => {
    expect(isCommentExpression(find(parse('{/* note */}'), 'mdxFlowExpression'))).toBe(true);
    expect(isCommentExpression(find(parse("{'text' /* note */}"), 'mdxFlowExpression'))).toBe(false);
  });
});
