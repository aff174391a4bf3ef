import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractSamples } from '../../../../tools/check-samples/src/extract';
import { typecheckSamples } from '../../../../tools/check-samples/src/typecheck';
import { formatProblem } from '../../../../tools/check-samples/src/report';

const PAGE = 'docs/fixture.mdx';

/**
 * Whether the checker's own packages (the SDKs, 560 MB) are installed and
 * match its lock file, as `npm run check:samples` leaves them. A fresh clone
 * has none until that command runs (CI runs it after npm test), so the tests
 * that read the SDKs' types wait for it; the command then checks every real
 * sample against the same packages.
 */
const checkerDir = fileURLToPath(new URL('../../../../tools/check-samples/', import.meta.url));
const stamp = path.join(checkerDir, 'node_modules', '.installed-lock-sha256');
const sdkTypesInstalled =
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8').trim() ===
    createHash('sha256').update(readFileSync(path.join(checkerDir, 'package-lock.json'))).digest('hex');
const withSdkTypes = it.skipIf(!sdkTypesInstalled);

/** The problems of a page, as the report prints them. */
function check(source: string): string[] {
  const { problems } = typecheckSamples(extractSamples(source, PAGE), { standIns: false });
  return problems.filter((p) => p.file === PAGE).map(formatProblem);
}

// The first check parses TypeScript's DOM and ES libraries, which takes a few seconds on a busy machine.
describe('typecheckSamples', { timeout: 60_000 }, () => {
  it('maps a diagnostic to the line and column of the page', () => {
    const source = [
      'Some text.', // 1
      '', // 2
      '```ts', // 3
      'const ok = 1;', // 4
      'const wrong: number = "one";', // 5
      '```', // 6
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:5:7 - TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('adds the indentation of a fence in a list item to the column', () => {
    const source = ['1. Step', '', '   ```ts', '   const wrong: number = "one";', '   ```'].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:4:10 - TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('declares the context names without shifting lines, and checks their use', () => {
    const source = [
      '```ts title="Node" context="peerAddress:address, draft:text"', // 1
      'const greeting: string = `${draft} to ${peerAddress}`;', // 2
      'const count: number = draft;', // 3
      '```', // 4
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:3:7 - TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('reports a name the sample uses without defining it or naming it in its context', () => {
    const source = ['```ts', 'await chat.send("gm");', '```'].join('\n');
    expect(check(source)).toEqual(["docs/fixture.mdx:2:7 - TS2304: Cannot find name 'chat'."]);
  });

  it('reports an unknown context at the opening fence', () => {
    const source = ['```ts title="JavaScript" context="wizard"', 'console.log(wizard);', '```'].join('\n');
    const [problem] = check(source);
    expect(problem).toMatch(/^docs\/fixture\.mdx:1:1 - unknown context "wizard" for xmtp-js; known: .*client/);
  });

  it('resolves a relative import to the sample of the page that names that file', () => {
    const source = [
      '```ts title="math.ts"',
      'export const double = (n: number) => n * 2;',
      '```',
      '',
      '```ts',
      '// main.ts',
      'import { double } from "./math";',
      'const text: string = double(2);',
      '```',
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:8:7 - TS2322: Type 'number' is not assignable to type 'string'.",
    ]);
  });

  it('checks the added lines of a diff block at their own page lines', () => {
    const source = [
      '```ts diff', // 1
      ' let total = 0;', // 2
      '-total = "none";', // 3
      '+total = "zero";', // 4
      '```', // 5
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:4:1 - TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('keeps samples apart: each is a module of its own', () => {
    const source = ['```ts', 'const shared = 1;', '```', '', '```ts', 'const shared = "again";', '```'].join('\n');
    expect(check(source)).toEqual([]);
  });

  withSdkTypes('reports a context entry the sample does not use, at its fence', () => {
    const source = [
      '```ts title="Node" context="client, botAddress:address"', // 1
      'await client.conversations.sync();',
      '```',
      '',
      '```ts title="Node" context="group, coOwnerInboxId:inboxId"', // 5
      'const nothingFromTheContext = 1;',
      '```',
    ].join('\n');
    const unused = (line: number, entry: string) =>
      `docs/fixture.mdx:${line}:1 - context "${entry}" is not used by the sample: remove it, or move it to the fence that uses it`;
    expect(check(source)).toEqual([unused(1, 'botAddress:address'), unused(5, 'group'), unused(5, 'coOwnerInboxId:inboxId')]);
  });

  withSdkTypes('checks Node samples against @xmtp/node-sdk 0.0.24: a signer and a database key', () => {
    const source = [
      '```ts title="Node" context="Client, signer, encryptionKey"', // 1
      'const client = await Client.create(signer, encryptionKey, { env: "dev" });',
      'const reachable: Map<string, boolean> = await client.canMessage(["0x0"]);',
      'await client.revokeInstallations();',
      'await client.conversations.newGroup([]);', // 5: newGroup came in 0.0.26
      '```',
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:5:28 - TS2339: Property 'newGroup' does not exist on type 'Conversations'.",
    ]);
  });

  withSdkTypes('reads @xmtp/xmtp-js 13 for a sample marked sdk="xmtp-js@13", 12 otherwise', () => {
    const sample = (meta: string) =>
      [`\`\`\`ts ${meta} context="client"`, 'const size: number = (await client.contacts.refreshConsentList()).size;', '```'];
    const source = [...sample('sdk="xmtp-js@13"'), '', ...sample('title="JavaScript"')].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:6:67 - TS2339: Property 'size' does not exist on type 'ConsentListEntry[]'.",
    ]);
  });

  it('checks JavaScript samples as JavaScript, strictly', () => {
    const source = ['```js title="config.js"', 'module.exports = function (config) { return config; };', '```'].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:2:28 - TS7006: Parameter 'config' implicitly has an 'any' type.",
    ]);
  });

  it('resolves side-effect imports, so a polyfill file naming an unknown package fails', () => {
    const source = ['```ts title="polyfills.ts"', 'import "no-such-polyfill-package";', '```'].join('\n');
    // TypeScript 5 reports it as any missing module (TS2307), 6 and later as a missing side-effect import
    // (TS2882): the checker runs on its own 5.6 once `npm run check:samples` installed it, else on the site's.
    expect(check(source)).toEqual([
      expect.stringMatching(/^docs\/fixture\.mdx:2:8 - TS(2307|2882): Cannot find module .*'no-such-polyfill-package'/),
    ]);
  });

  withSdkTypes('checks a Next.js config against the NextConfig stand-in and a polyfill file against the declared packages', () => {
    const source = [
      '```js title="next.config.mjs"', // 1
      '/** @type {import("next").NextConfig} */', // 2
      'const nextConfig = {', // 3
      '  transpilePackage: ["@xmtp/react-sdk"],', // 4
      '  webpack(config, { isServer }) { return isServer ? config : config; },', // 5
      '};', // 6
      'export default nextConfig;', // 7
      '```', // 8
      '', // 9
      '```ts title="polyfills.ts"', // 10
      'import "react-native-get-random-values";', // 11
      'import "@ethersproject/shims";', // 12
      '```', // 13
    ].join('\n');
    const { problems } = typecheckSamples(extractSamples(source, PAGE), { standIns: true });
    expect(problems.filter((p) => p.file === PAGE).map(formatProblem)).toEqual([
      "docs/fixture.mdx:4:3 - TS2561: Object literal may only specify known properties, but 'transpilePackage' does not exist in type 'NextConfig'. Did you mean to write 'transpilePackages'?",
    ]);
  });
});
