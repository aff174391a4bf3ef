import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_ENTRIES, parsePositions, remember } from '../../../src/client/scrollPositions';

describe('scroll positions', () => {
  it('parse what was stored, and nothing from junk', () => {
    expect(parsePositions('{"a":10,"b":"x","c":null}')).toEqual({ a: 10 });
    expect(parsePositions('not json')).toEqual({});
    expect(parsePositions('[1,2]')).toEqual({});
    expect(parsePositions(null)).toEqual({});
  });

  it('remember the latest position of an entry, rounded and never negative', () => {
    let positions = remember({}, 'a', 100.4);
    positions = remember(positions, 'b', -5);
    positions = remember(positions, 'a', 250);
    expect(positions).toEqual({ b: 0, a: 250 });
  });

  it('keep only the most recent entries', () => {
    let positions = {};
    for (let i = 0; i < MAX_REMEMBERED_ENTRIES + 10; i++) positions = remember(positions, `k${i}`, i);
    expect(Object.keys(positions)).toHaveLength(MAX_REMEMBERED_ENTRIES);
    expect(positions).not.toHaveProperty('k0');
    expect(positions).toHaveProperty(`k${MAX_REMEMBERED_ENTRIES + 9}`);
  });
});
