import type { Role } from '../src/contexts';

/**
 * Roles: what a name in a sample's `context` key can stand for. A role maps
 * to a TypeScript type (the name is then a value of that type) or to a
 * package export, either for every sample or per SDK.
 */

const JS = 'import("@xmtp/xmtp-js")';
const REACT = 'import("@xmtp/react-sdk")';
const NODE = 'import("@xmtp/node-sdk")';
const RN = 'import("@xmtp/react-native-sdk")';

/** The objects an SDK's samples work with; the sample's SDK picks the type. */
export const SDK_ROLES: Record<string, Role> = {
  /** A connected client. */
  client: {
    'xmtp-js': `${JS}.Client`,
    'react-sdk': `${REACT}.Client`,
    'node-sdk': `${NODE}.Client`,
    'react-native-sdk': `${RN}.Client`,
  },
  /** The SDK's Client class, as its import gives it. */
  Client: {
    'xmtp-js': { export: 'Client', from: '@xmtp/xmtp-js' },
    'react-sdk': { export: 'Client', from: '@xmtp/react-sdk' },
    'node-sdk': { export: 'Client', from: '@xmtp/node-sdk' },
    'react-native-sdk': { export: 'Client', from: '@xmtp/react-native-sdk' },
  },
  /** A 1:1 conversation (React: the cached one the hooks take); in Node, any conversation. */
  conversation: {
    'xmtp-js': `${JS}.Conversation`,
    'react-sdk': `${REACT}.CachedConversation`,
    'node-sdk': `${NODE}.Conversation`,
    'react-native-sdk': `${RN}.Conversation<${RN}.ContentCodec<any>[]>`,
  },
  /** A group conversation. */
  group: {
    'node-sdk': `${NODE}.Conversation`,
    'react-native-sdk': `${RN}.Group`,
  },
  /** A message as the SDK hands it out (React: from the local cache). */
  message: {
    'xmtp-js': `${JS}.DecodedMessage`,
    'react-sdk': `${REACT}.CachedMessage`,
    'node-sdk': `${NODE}.DecodedMessage`,
    'react-native-sdk': `${RN}.DecodedMessage`,
  },
  /** A wallet signer the SDK accepts. */
  signer: {
    'xmtp-js': `${JS}.Signer`,
    'react-sdk': `${REACT}.Signer`,
    'node-sdk': `${NODE}.Signer`,
    'react-native-sdk': `${RN}.Signer`,
  },
  /** React: the `initialize` function `useClient()` returns. */
  initialize: {
    'react-sdk': `ReturnType<typeof ${REACT}.useClient>["initialize"]`,
  },
  /** React Native: true in development builds (a global of React Native). */
  __DEV__: {
    'react-native-sdk': 'boolean',
  },
  /** React Native: the client options the page set up before. */
  options: {
    'react-native-sdk': 'import("@xmtp/react-native-sdk/build/lib/Client").ClientOptions',
  },
  /** An inbox ID. */
  inboxId: {
    'xmtp-js': 'string',
    'react-sdk': 'string',
    'node-sdk': 'string',
    'react-native-sdk': `${RN}.InboxId`,
  },
};

/** Values any sample may assume, whatever its SDK. */
export const SHARED_ROLES: Record<string, Role> = {
  /** A wallet address. */
  address: '`0x${string}`',
  /** Wallet addresses. */
  addresses: 'string[]',
  /** A signature, in hex. */
  signature: '`0x${string}`',
  /** A private key, in hex. */
  privateKey: '`0x${string}`',
  /** Text the user typed. */
  text: 'string',
  /** A 32-byte key that encrypts the local database. */
  encryptionKey: 'Uint8Array',
  /** A transaction hash. */
  txHash: '`0x${string}`',
  /** A viem wallet client with an account. */
  walletClient: 'import("viem").WalletClient<import("viem").Transport, import("viem").Chain, import("viem").Account>',
  /** A viem public client. */
  publicClient: 'import("viem").PublicClient',
  /** A JavaScript SDK client, next to another SDK's (Node apps read consent through one). */
  jsClient: `${JS}.Client`,
  /** An Open Frames client (`@xmtp/frames-client`). */
  framesClient: 'import("@xmtp/frames-client").FramesClient',
  /** What the frames proxy returns for a URL: `url`, `extractedTags` and, for a frame, `frameInfo`. */
  frameMetadata: 'import("@xmtp/frames-client").FramesApiResponse',
  /** A frame's parsed metadata, if the page is a frame. */
  frameInfo: 'import("@xmtp/frames-client").FramesApiResponse["frameInfo"]',
  /** What a button click is signed from. */
  frameActionInputs: 'import("@xmtp/frames-client").FrameActionInputs',
  /** A signed frame action, ready to POST. */
  frameAction: 'import("@xmtp/frames-client").FramePostPayload',
  /** A frame button, looked up by its position. */
  frameButton: 'NonNullable<NonNullable<import("@xmtp/frames-client").FramesApiResponse["frameInfo"]>["buttons"]>[string] | undefined',
  /** The position of a frame button, from 1. */
  buttonIndex: 'number',
  /** What a `tx` button's target returns: the wallet action to perform. */
  frameTransaction: 'import("@xmtp/frames-client").FramesTransactionApiResponse',
  /** Whether something checked out. */
  flag: 'boolean',
  /** A point in time. */
  date: 'Date',
  /** An identifier, such as a message ID. */
  id: 'string',
  /** A file the user picked in an `<input type="file">`. */
  file: 'File',
  /** Base64-encoded bytes. */
  base64: 'string',
  /** A URL. */
  url: 'string',
  /**
   * `window` on a page whose injected wallet is typed as ethers v5 reads it
   * (`window:ethersV5Window`); elsewhere `window.ethereum` is typed as viem
   * declares it (stand-ins/globals.d.ts).
   */
  ethersV5Window: 'Window & typeof globalThis & { ethereum: import("ethers-v5").providers.ExternalProvider }',
  /** ethers' Wallet class (v6), as its import gives it. */
  Wallet: { export: 'Wallet', from: 'ethers' },
  /** A React component of the reader's app that takes no props. */
  component: '() => import("react").JSX.Element',
};
