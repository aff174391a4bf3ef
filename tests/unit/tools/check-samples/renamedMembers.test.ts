import { describe, expect, it } from 'vitest';
import { extractSamples } from '../../../../tools/check-samples/src/extract';
import { checkRenamedMembers } from '../../../../tools/check-samples/src/renamedMembers';
import { formatProblem } from '../../../../tools/check-samples/src/report';

const PAGE = 'docs/groups/page.mdx';
const problems = (source: string) => checkRenamedMembers(extractSamples(source, PAGE)).map(formatProblem);

describe('members an SDK renamed', () => {
  it('reports the old name in a React Native sample, where it is, with the name to write and since when', () => {
    const page = ['# Members', '', '```tsx title="React Native" context="group"', 'const list = await group.membersList();', '```', ''].join('\n');
    expect(problems(page)).toEqual([
      `${PAGE}:4:25 - @xmtp/react-native-sdk renamed membersList() to members() in 2.8.2 (4 November 2024): write members().`,
    ]);
  });

  it('leaves the new name alone, and other SDKs whose method has another history', () => {
    const reactNative = ['```tsx title="React Native" context="group"', 'const list = await group.members();', '```', ''].join('\n');
    const node = ['```ts title="Node" context="group"', 'const list = await group.membersList();', '```', ''].join('\n');
    expect(problems(reactNative)).toEqual([]);
    expect(problems(node)).toEqual([]);
  });
});
