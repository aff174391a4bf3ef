import { describe, expect, it } from 'vitest';
import { outlineOf } from '../../../scripts/build-versioned.mjs';

describe('outlineOf (the versioned copy builds the pages its tests do not read as their outlines)', () => {
  it('keeps the front matter and the headings, in order, and drops the rest', () => {
    const page = [
      '---',
      'title: Build with consent',
      'section_keywords:',
      '  allow-a-contact: [unblock]',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      'Some prose with a [link](/dms/messages#send).',
      '',
      '## Allow a contact {#allow-a-contact}',
      '',
      '<Tabs>text</Tabs>',
      '### Then check it',
      '#hashtag is not a heading',
    ].join('\n');
    expect(outlineOf(page)).toBe(
      ['---', 'title: Build with consent', 'section_keywords:', '  allow-a-contact: [unblock]', '---', '', '## Allow a contact {#allow-a-contact}', '', '### Then check it', ''].join('\n'),
    );
  });

  it('leaves out what only looks like a heading inside a code fence, of backticks or tildes, however long', () => {
    const page = ['# Title', '````md', '```js', '# not a heading', '```', '## still in the outer fence', '````', '~~~sh', '# a shell comment', '~~~', '## Real'].join('\n');
    expect(outlineOf(page)).toBe(['# Title', '', '## Real', ''].join('\n'));
  });

  it('reads a page without front matter', () => {
    expect(outlineOf('Intro.\n\n## Only heading\n')).toBe('## Only heading\n');
  });
});
