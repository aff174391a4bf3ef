import { describe, expect, it } from 'vitest';
import { listValue, parseMeta } from '../../../../tools/check-samples/src/meta';

describe('parseMeta', () => {
  it('reads quoted, single-quoted and bare values, and flags', () => {
    expect(parseMeta('title="React Native" context=\'client, group\' sdk=node-sdk diff')).toEqual({
      attributes: { title: 'React Native', context: 'client, group', sdk: 'node-sdk' },
      flags: ['diff'],
    });
  });

  it('skips line ranges and keeps keys after them', () => {
    expect(parseMeta('title="send-gm.ts" {4} context="wallet:signer"')).toEqual({
      attributes: { title: 'send-gm.ts', context: 'wallet:signer' },
      flags: [],
    });
  });

  it('reads an empty or missing meta as nothing', () => {
    expect(parseMeta(undefined)).toEqual({ attributes: {}, flags: [] });
    expect(parseMeta('')).toEqual({ attributes: {}, flags: [] });
  });
});

describe('listValue', () => {
  it('splits on commas and spaces', () => {
    expect(listValue('client, bookClub:group  peerAddress:address')).toEqual(['client', 'bookClub:group', 'peerAddress:address']);
    expect(listValue(undefined)).toEqual([]);
  });
});
