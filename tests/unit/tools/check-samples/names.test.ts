import { describe, expect, it } from 'vitest';
import { extractSamples } from '../../../../tools/check-samples/src/extract';
import { checkSampleNames } from '../../../../tools/check-samples/src/names';
import { formatProblem } from '../../../../tools/check-samples/src/report';

const PAGE = 'docs/fixture.mdx';

function check(source: string): string[] {
  return checkSampleNames(extractSamples(source, PAGE)).problems.map(formatProblem);
}

describe('checkSampleNames', () => {
  it('accepts the SDK names of the tag, platform names and what the page declares', () => {
    const source = [
      '```kotlin title="Kotlin"',
      'enum class Placement { INBOX, HIDDEN }',
      'val chat = client.conversations.newConversation(peerAddress)',
      'val env = XMTPEnvironment.PRODUCTION',
      'chat.messages().forEach { Log.d("xmtp", it.body) }',
      '```',
      '',
      '```swift title="Swift"',
      'let chat = try await client.conversations.newConversation(with: peerAddress)',
      'let data = Data()',
      '```',
    ].join('\n');
    expect(check(source)).toEqual([]);
  });

  it('reports a member or a type the SDK does not have, where it is used', () => {
    const source = [
      '```kotlin title="Kotlin"', // 1
      'val chat = client.conversations.newConversationz(peerAddress)', // 2
      'val group = client.conversations.newGroup(listOf(peerAddress))', // 3
      'val options = ClientOption(api = ClientOptions.Api(env = XMTPEnvironment.PRODUCTION))', // 4
      '```', // 5
      '',
      '```swift title="Swift"', // 7
      '  try await client.conversations.syncAllGroupz()', // 8
      '```',
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:2:33 - Kotlin: member 'newConversationz' is not in xmtp/xmtp-android 0.16.4 or the platform names",
      "docs/fixture.mdx:4:15 - Kotlin: name 'ClientOption' is not in xmtp/xmtp-android 0.16.4 or the platform names",
      "docs/fixture.mdx:8:34 - Swift: member 'syncAllGroupz' is not in xmtp/xmtp-ios 0.16.4 or the platform names",
    ]);
  });

  it('reads code only: not comments or string text, but string interpolations', () => {
    const source = [
      '```kotlin title="Kotlin"',
      '// client.conversations.notInTheSdk()',
      'println("call .notInTheSdk() later")',
      'println("${chat.peerAddres()}")',
      '```',
    ].join('\n');
    expect(check(source)).toEqual([
      "docs/fixture.mdx:4:17 - Kotlin: member 'peerAddres' is not in xmtp/xmtp-android 0.16.4 or the platform names",
    ]);
  });

  it("trusts the reader's own objects named in the context key, and their members", () => {
    const source = [
      '```swift title="Swift" context="keychain, UploadSlot"',
      'try keychain.save(bundle, as: "xmtp_bundle")',
      'func upload(to slot: UploadSlot) {}',
      '```',
    ].join('\n');
    expect(check(source)).toEqual([]);
  });

  it('reports a context name the sample does not use, at its fence', () => {
    const source = [
      '```kotlin title="Kotlin" context="consentClient, group"', // 1
      '// consentClient is not used: only mentioned in a comment',
      'client.contacts.allowGroups(listOf(group.id))',
      '```',
    ].join('\n');
    expect(check(source)).toEqual([
      'docs/fixture.mdx:1:1 - context "consentClient" is not used by the sample: remove it, or move it to the fence that uses it',
    ]);
  });

  it('does not read a Swift condition followed by its body as a trailing closure', () => {
    const source = ['```swift title="Swift"', 'if settings.sendReceipts {', '  print("on")', '}', '```'].join('\n');
    expect(check(source)).toEqual([]);
  });
});
