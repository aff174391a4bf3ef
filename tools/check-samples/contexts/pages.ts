import type { Role } from '../src/contexts';

const ATTACHMENTS = 'import("@xmtp/content-type-remote-attachment")';
const RN = 'import("@xmtp/react-native-sdk")';

/**
 * Names only one page's samples assume (the reader's own functions and
 * values), by page. Same form as the roles in roles.ts.
 */
export const PAGE_CONTEXTS: Record<string, Record<string, Role>> = {
  'docs/client/create-client.mdx': {
    /** The smart wallet SDK that signs for a smart contract wallet. */
    smartWallet: '{ signMessage(message: string): Promise<`0x${string}`> }',
    /** The page's function that returns the database key from secure storage. */
    xmtpDatabaseKey: '() => Promise<Uint8Array>',
  },
  'docs/consent/broadcast.mdx': {
    /** The app's function that stores the addresses found on XMTP, for the next broadcast. */
    saveReachable: '(addresses: string[]) => void',
  },
  'docs/consent/consent-methods.mdx': {
    /** The app's functions that move conversations between lists. */
    moveToInbox: '(addresses: string[]) => void',
    hideConversations: '(addresses: string[]) => void',
  },
  'docs/content-types/read-receipt.mdx': {
    /** The user's settings in the app. */
    settings: '{ sendReadReceipts: boolean }',
  },
  'docs/content-types/remote-attachment.mdx': {
    /** The image an Expo image picker returned. */
    pickedAsset: '{ uri: string; mimeType?: string | null }',
    /** The page's function that turns a picked file into an attachment. */
    toAttachment: `(file: File) => Promise<${ATTACHMENTS}.Attachment>`,
    /** A file to send, with its name, type and bytes. */
    attachment: `${ATTACHMENTS}.Attachment`,
    /** React Native: a file on the device to encrypt and send. */
    localFile: { 'react-native-sdk': `${RN}.DecryptedLocalAttachment` },
    /** The encrypted attachment and the keys to read it. */
    encrypted: `Awaited<ReturnType<typeof ${ATTACHMENTS}.RemoteAttachmentCodec.encodeEncrypted>>`,
    /** Where the app's backend lets it upload a file, and where the file is then public. */
    slot: '{ uploadUrl: string; publicUrl: string }',
    /** React Native: the keys of an encrypted file. */
    metadata: { 'react-native-sdk': `${RN}.RemoteAttachmentMetadata` },
    /** The remote attachment to send. */
    remoteAttachment: {
      'xmtp-js': `${ATTACHMENTS}.RemoteAttachment`,
      'react-native-sdk': `${RN}.RemoteAttachmentContent`,
    },
    /** The page's function that downloads and decrypts a remote attachment. */
    openFile: { 'xmtp-js': `(message: import("@xmtp/xmtp-js").DecodedMessage) => Promise<${ATTACHMENTS}.Attachment | undefined>` },
    /** React Native: a decrypted file on the device. */
    decrypted: { 'react-native-sdk': `${RN}.DecryptedLocalAttachment` },
    /** The element that lists the conversation's messages. */
    thread: 'HTMLElement',
  },
  'docs/content-types/transaction-ref.mdx': {
    /** The transaction reference the page built. */
    payment: 'import("@xmtp/content-type-transaction-reference").TransactionReference',
    /** The app's UI for a payment. */
    showPaymentCard: '(reference: import("@xmtp/content-type-transaction-reference").TransactionReference) => void',
  },
  'docs/dms/messages.mdx': {
    /** The app's list of message bubbles. */
    thread: `{
      add(bubble: { id: string; text: string; status: "sending" | "sent" | "failed" }): void;
      update(id: string, changes: { status: "sending" | "sent" | "failed" }): void;
    }`,
    /** The app's function that shows an older page of messages above the others. */
    prependToThread: { 'xmtp-js': '(messages: import("@xmtp/xmtp-js").DecodedMessage[]) => void' },
    /** The app's renderer for content types it knows. */
    renderKnownContent: {
      'xmtp-js': '(message: import("@xmtp/xmtp-js").DecodedMessage) => string',
      'react-native-sdk': `(message: ${RN}.DecodedMessage) => string`,
    },
    KnownContent: { 'react-sdk': '(props: { message: import("@xmtp/react-sdk").CachedMessage }) => JSX.Element' },
  },
  'docs/dms/streams.mdx': {
    /** The app's functions that update the inbox as things arrive. */
    addToInbox: { 'xmtp-js': '(conversation: import("@xmtp/xmtp-js").Conversation) => void' },
    markUnread: { 'xmtp-js': '(topic: string, message: import("@xmtp/xmtp-js").DecodedMessage) => void' },
  },
  'docs/notifications/build-notifications.mdx': {
    /** The page's function that decrypts a push and shows it. */
    handleXmtpPush: '(topic: string, encryptedMessage: string) => Promise<void>',
    /** The app's own code that displays a notification. */
    showNotification: '(title: string, body: unknown) => void',
  },
  'docs/open-frames/open-frames.mdx': {
    /** The Frog app of the page, whose middleware stores what it verified. */
    app: 'import("frog").Frog<{ Variables: { client?: "xmtp" | "farcaster"; verifiedWalletAddress?: string } }>',
  },
  'docs/perf-ux/optimistic-sending.mdx': {
    /** A message prepared for sending. */
    prepared: {
      'xmtp-js': 'Awaited<ReturnType<import("@xmtp/xmtp-js").Conversation["prepareMessage"]>>',
      'react-native-sdk': `${RN}.PreparedLocalMessage`,
    },
    /** The app's functions that update a message's status in the UI. */
    markAsSent: '(messageId: string) => void',
    markAsFailed: '(messageId: string, error: unknown) => void',
  },
};
