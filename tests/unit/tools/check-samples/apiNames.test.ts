import { describe, expect, it } from 'vitest';
import { apiNamesOf, javaApiNamesOf } from '../../../../tools/check-samples/src/apiNames';
import { protoApiNamesOf } from '../../../../tools/check-samples/src/protoNames';
import { codeOnly } from '../../../../tools/check-samples/src/sourceText';

const sorted = (set: Set<string>) => [...set].sort();

describe('apiNamesOf (Kotlin)', () => {
  it('takes public types and members, and leaves out private ones and locals', () => {
    const names = apiNamesOf(
      `
data class Conversations(
    var client: Client,
    private val cache: MutableMap<String, String> = mutableMapOf(),
    val url: String = when (env) { "a" -> "b"; else -> "c" },
) {
    enum class ConversationOrder { CREATED_AT, LAST_MESSAGE; }
    suspend fun newConversation(peerAddress: String): Conversation {
        val local = 1
        return build(local)
    }
    private fun secret() {}
    internal val hidden = 2
    companion object {
        fun create(): Conversations = TODO()
    }
}
fun String.toTopic(): String = this
`,
      'kotlin',
    );
    expect(sorted(names.types)).toEqual(['ConversationOrder', 'Conversations']);
    expect(sorted(names.members)).toEqual(['CREATED_AT', 'LAST_MESSAGE', 'client', 'create', 'newConversation', 'toTopic', 'url']);
  });
});

describe('apiNamesOf (Swift)', () => {
  it('takes what is public, public extensions and protocols, and the cases of public enums', () => {
    const names = apiNamesOf(
      `
public struct ClientOptions {
  public var env: XMTPEnvironment
  var internalOnly: Int
  public init(env: XMTPEnvironment = .dev) { let local = 1 }
}
public enum XMTPEnvironment { case dev, production(String), local }
enum Hidden { case secret }
public extension Conversation {
  func decode(with client: Client) -> Conversation { self }
}
public protocol SigningKey {
  var address: String { get }
  func sign(_ data: Data) async throws -> Signature
}
`,
      'swift',
    );
    expect(sorted(names.types)).toEqual(['ClientOptions', 'SigningKey', 'XMTPEnvironment']);
    expect(sorted(names.members)).toEqual(['address', 'decode', 'dev', 'env', 'init', 'local', 'production', 'sign']);
  });
});

describe('javaApiNamesOf and protoApiNamesOf', () => {
  it('take public Java classes and methods', () => {
    const names = javaApiNamesOf('public final class Service { public static Builder newBuilder() {} private void hidden() {} }');
    expect(sorted(names.types)).toEqual(['Service']);
    expect(sorted(names.members)).toEqual(['newBuilder']);
  });

  it('take the classes and accessors protoc generates', () => {
    const names = protoApiNamesOf(`
message EncodedContent {
  ContentTypeId type = 1;
  repeated string topics = 2; // a comment
}
enum Compression { COMPRESSION_DEFLATE = 0; }
`);
    expect(sorted(names.types)).toEqual(['Compression', 'EncodedContent']);
    expect(names.members.has('setType')).toBe(true);
    expect(names.members.has('addAllTopics')).toBe(true);
    expect(names.members.has('getTopicsList')).toBe(true);
    expect(names.members.has('COMPRESSION_DEFLATE')).toBe(true);
  });
});

describe('codeOnly', () => {
  it('blanks comments and string text, keeps interpolations, lines and columns', () => {
    const source = 'val a = "x ${b.c()} y" // note\n/* block */ d("e")';
    const code = codeOnly(source, 'kotlin');
    expect(code).toHaveLength(source.length);
    expect(code).toBe('val a = "  ${b.c()}  "        \n            d(" ")');
    expect(codeOnly('let s = "a \\(b.c()) d"', 'swift')).toBe('let s = "  \\(b.c())  "');
  });
});
