/**
 * @xmtp/react-native-sdk 2.8.1 (2024-11-01) is the React Native SDK the docs
 * describe, but the registry here holds no 2.x release after 2.6.5
 * (2024-10-07). The checker installs 2.6.5 and adds, here, the members of the
 * public API that 2.7.0 to 2.8.1 added and the samples use, as src/lib/*.ts
 * declares them at the tag v2.8.1 of xmtp/xmtp-react-native. Members that
 * 2.8.1 changed keep their 2.6.5 form next to the new one.
 */
import type { WalletClient } from 'viem';
import type { ClientOptions } from '@xmtp/react-native-sdk/build/lib/Client';
import type { DecodedMessage } from '@xmtp/react-native-sdk/build/lib/DecodedMessage';
import type { DefaultContentTypes } from '@xmtp/react-native-sdk/build/lib/types/DefaultContentType';
import type { MessagesOptions } from '@xmtp/react-native-sdk/build/lib/types/MessagesOptions';
import type { ContentCodec } from '@xmtp/react-native-sdk/build/lib/ContentCodec';
import type { Signer } from '@xmtp/react-native-sdk/build/lib/Signer';

declare module '@xmtp/react-native-sdk/build/lib/Signer' {
  // src/lib/Signer.ts: smart contract wallet support (2.8.0); the three members are required.
  export type WalletType = 'EOA' | 'SCW';
  interface Signer {
    getChainId: () => number | undefined;
    getBlockNumber: () => number | undefined;
    walletType: () => WalletType | undefined;
  }
}

declare module '@xmtp/react-native-sdk/build/lib/Client' {
  // src/lib/Client.ts: V3-only clients (2.7.0).
  namespace Client {
    function createV3<ContentCodecs extends DefaultContentTypes = DefaultContentTypes>(
      wallet: Signer | WalletClient | null,
      options: ClientOptions & { codecs?: ContentCodecs },
    ): Promise<Client<ContentCodecs>>;
    function buildV3<ContentCodecs extends DefaultContentTypes = DefaultContentTypes>(
      address: string,
      options: ClientOptions & { codecs?: ContentCodecs },
    ): Promise<Client<ContentCodecs>>;
  }
}

declare module '@xmtp/react-native-sdk/build/lib/Conversation' {
  // src/lib/Conversation.ts: messages() takes an options object (2.7.0).
  interface Conversation<ContentTypes extends DefaultContentTypes> {
    messages(opts?: MessagesOptions): Promise<DecodedMessage<ContentTypes>[]>;
  }
}

declare module '@xmtp/react-native-sdk/build/lib/Group' {
  // src/lib/Group.ts: streamMessages() (2.8.0), which streamGroupMessages() now calls. (members(), the
  // name membersList() took in 2.8.2, can't be declared here: 2.6.5's Group has a `members` field; see
  // src/renamedMembers.ts.)
  interface Group<ContentTypes extends DefaultContentTypes = DefaultContentTypes> {
    streamMessages(callback: (message: DecodedMessage<ContentTypes>) => Promise<void>): Promise<() => void>;
  }
}

declare module '@xmtp/react-native-sdk/build/lib/Conversations' {
  // src/lib/Conversations.ts: syncAllConversations() (2.8.0).
  export default interface Conversations<ContentTypes extends ContentCodec<any>[] = []> {
    syncAllConversations(): Promise<number>;
  }
}
