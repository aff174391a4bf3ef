import { describe, expect, it } from 'vitest';
import { backLinkKind } from '../../../../src/components/layout/Sidebar/backLink';

describe('backLinkKind', () => {
  it('reads Home on arrival and when the reader came from the home page', () => {
    expect(backLinkKind(null, '/')).toBe('home');
    expect(backLinkKind('/', '/')).toBe('home');
    expect(backLinkKind('/index.html', '/')).toBe('home');
    expect(backLinkKind('/docs', '/docs/')).toBe('home');
  });

  it('reads Back after another page of the site', () => {
    expect(backLinkKind('/get-started/intro', '/')).toBe('back');
    expect(backLinkKind('/docs/get-started/faq', '/docs/')).toBe('back');
  });
});
