/**
 * @xmtp/content-type-transaction-reference 1.0.4 (2024-06-13) is the 1.x
 * release of late 2024, but the registry here holds only 1.0.2 of the 1.x
 * line. 1.0.4 added one member, which @xmtp/xmtp-js 12 requires of every
 * codec (src/TransactionReference.ts at the tag
 * @xmtp/content-type-transaction-reference@1.0.4 of xmtp/xmtp-js-content-types).
 */
export {};

declare module '@xmtp/content-type-transaction-reference' {
  interface TransactionReferenceCodec {
    shouldPush(): boolean;
  }
}
