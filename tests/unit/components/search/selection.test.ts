import { describe, expect, it } from 'vitest';
import { nextSelection } from '@site/src/components/search/SearchDialog/selection';

describe('nextSelection (spec §4)', () => {
  it('wraps at both ends', () => {
    expect(nextSelection(2, 3, 1)).toBe(0);
    expect(nextSelection(0, 3, -1)).toBe(2);
    expect(nextSelection(1, 3, 1)).toBe(2);
  });

  it('starts from nothing selected', () => {
    expect(nextSelection(-1, 3, 1)).toBe(0);
    expect(nextSelection(-1, 3, -1)).toBe(2);
  });

  it('has nothing to select without results', () => {
    expect(nextSelection(0, 0, 1)).toBe(-1);
  });
});
