import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_CONTEXTS } from '../../../../tools/check-samples/contexts/pages';
import { contextFor, parseContextEntry, sdkOf } from '../../../../tools/check-samples/src/contexts';
import { contextNames, extractSamples } from '../../../../tools/check-samples/src/extract';

const PAGE = 'docs/fixture.mdx';

describe('contextFor', () => {
  it('exports each name with the type of its role for the sample SDK', () => {
    const [sample] = extractSamples('```ts title="React Native" context="bookClub:group, peerAddress:address"\n```', PAGE);
    expect(sdkOf(sample)).toBe('react-native-sdk');
    const context = contextFor(sample, contextNames(sample));
    expect(context.names).toEqual(['bookClub', 'peerAddress']);
    expect(context.module).toBe(
      'export declare const bookClub: import("@xmtp/react-native-sdk").Group;\nexport declare const peerAddress: `0x${string}`;',
    );
    expect(context.problems).toEqual([]);
  });

  it('re-exports a class role, and turns module entries into aliases and pragmas', () => {
    const [sample] = extractSamples('```tsx title="x.tsx" sdk="node-sdk" context="Client, ethers-v5, hono-jsx"\n```', PAGE);
    const context = contextFor(sample, contextNames(sample));
    expect(context.module).toBe('export { Client as Client } from "@xmtp/node-sdk";');
    expect(context.aliases).toEqual({ ethers: 'ethers-v5' });
    expect(context.pragmas).toEqual(['/** @jsxImportSource hono/jsx */']);
  });

  it('says when a role has no type for the SDK, or the SDK is unknown', () => {
    const [noGroup, unknownSdk] = extractSamples(
      '```ts title="JavaScript" context="group"\n```\n\n```ts title="a.ts" sdk="web3" context="client"\n```',
      PAGE,
    );
    expect(contextFor(noGroup, contextNames(noGroup)).problems[0]).toMatch(/^unknown context "group" for xmtp-js; known: /);
    expect(contextFor(unknownSdk, contextNames(unknownSdk)).problems[0]).toBe(
      'unknown sdk "web3" (known: xmtp-js, react-sdk, node-sdk, react-native-sdk, xmtp-js@13)',
    );
  });

  it('reads another major of an SDK from the package installed for it, in the sample and its context', () => {
    const [sample] = extractSamples('```ts sdk="xmtp-js@13" context="client"\n```', PAGE);
    expect(sdkOf(sample)).toBe('xmtp-js');
    const context = contextFor(sample, contextNames(sample));
    expect(context.module).toBe('export declare const client: import("@xmtp/xmtp-js").Client;');
    expect(context.aliases).toEqual({ '@xmtp/xmtp-js': '@xmtp/xmtp-js-13' });
    expect(context.problems).toEqual([]);
  });
});

describe('PAGE_CONTEXTS', () => {
  it('names pages that exist, and only names their samples use', () => {
    for (const [page, names] of Object.entries(PAGE_CONTEXTS)) {
      expect(existsSync(page), page).toBe(true);
      const used = new Set(
        extractSamples(readFileSync(page, 'utf8'), page).flatMap((sample) =>
          contextNames(sample).map((entry) => parseContextEntry(entry).role),
        ),
      );
      for (const name of Object.keys(names)) expect(used.has(name), `${page}: ${name}`).toBe(true);
    }
  });
});
