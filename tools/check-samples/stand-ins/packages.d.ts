/**
 * Packages some samples import that the checker does not install, each
 * declared with the members those samples use, as the package's own type
 * declarations give them at the version named. Installing them would add
 * several hundred megabytes (Next.js 237 MB, OnchainKit 690 MB, thirdweb
 * 710 MB, Vue CLI 80 MB, React Native Firebase 150 MB with the Firebase JS SDK
 * it depends on, Nuxt more), or the registry here does not hold them
 * (@xmtp/broadcast-sdk). When a sample needs another member, copy its type
 * from the package at that version.
 */

// next@14.2.16: dist/lib/metadata/types/metadata-interface.d.ts (members used: title, description, other)
declare module 'next' {
  type TemplateString = { default: string; template: string } | { absolute: string; template: string | null } | { absolute: string };
  export interface Metadata {
    title?: null | string | TemplateString;
    description?: null | string;
    other?: { [name: string]: string | number | Array<string | number> };
  }
}

// next@14.2.16: dist/server/config-shared.d.ts (NextConfig, members used: experimental.serverComponentsExternalPackages,
// transpilePackages, webpack) and dist/server/config-shared.d.ts WebpackConfigContext. NextConfig is also exported
// from 'next' (dist/types/index.d.ts), which is how a config file's JSDoc names it: import('next').NextConfig.
declare module 'next' {
  type WebpackConfigContext = {
    dir: string;
    dev: boolean;
    isServer: boolean;
    buildId: string;
    nextRuntime?: 'nodejs' | 'edge';
  };
  type NextJsWebpackConfig = (config: any, context: WebpackConfigContext) => any;
  interface ExperimentalConfig {
    serverComponentsExternalPackages?: string[];
  }
  export interface NextConfig {
    reactStrictMode?: boolean | null;
    transpilePackages?: string[];
    experimental?: ExperimentalConfig;
    webpack?: NextJsWebpackConfig | null;
  }
}

// next@14.2.16: dist/server/web/spec-extension/request.d.ts and response.d.ts
declare module 'next/server' {
  export class NextRequest extends Request {
    constructor(input: URL | RequestInfo, init?: RequestInit);
    get ip(): string | undefined;
  }
  export class NextResponse<Body = unknown> extends Response {
    constructor(body?: BodyInit | null, init?: ResponseInit);
    static json<JsonBody>(body: JsonBody, init?: ResponseInit): NextResponse<JsonBody>;
    static redirect(url: string | URL, init?: number | ResponseInit): NextResponse<unknown>;
  }
}

// next@14.2.16: dist/shared/lib/dynamic.d.ts
declare module 'next/dynamic' {
  import type { ComponentType } from 'react';
  type ComponentModule<P = {}> = { default: ComponentType<P> };
  type LoaderComponent<P = {}> = Promise<ComponentType<P> | ComponentModule<P>>;
  type Loader<P = {}> = (() => LoaderComponent<P>) | LoaderComponent<P>;
  type DynamicOptions<P = {}> = {
    loading?: (loadingProps: { error?: Error | null; isLoading?: boolean; pastDelay?: boolean }) => JSX.Element | null;
    loader?: Loader<P>;
    ssr?: boolean;
  };
  export default function dynamic<P = {}>(dynamicOptions: DynamicOptions<P> | Loader<P>, options?: DynamicOptions<P>): ComponentType<P>;
}

// @coinbase/onchainkit@0.35.2: esm/frame/types.d.ts, esm/frame/utils/getFrameMetadata.d.ts
declare module '@coinbase/onchainkit/frame' {
  export type FrameButtonMetadata =
    | { action: 'link' | 'mint'; label: string; target: string }
    | { action?: 'post' | 'post_redirect'; label: string; postUrl?: string; target?: string }
    | { action: 'tx'; label: string; target: string; postUrl?: string };
  export type FrameImageMetadata = { src: string; aspectRatio?: '1.91:1' | '1:1' };
  export type FrameInputMetadata = { text: string };
  export type FrameMetadataType = {
    accepts?: { [protocolIdentifier: string]: string };
    buttons?: [FrameButtonMetadata, ...FrameButtonMetadata[]];
    image: string | FrameImageMetadata;
    input?: FrameInputMetadata;
    isOpenFrame?: boolean;
    postUrl?: string;
    refreshPeriod?: number;
    state?: object;
  };
  export type FrameMetadataResponse = Record<string, string>;
  export const getFrameMetadata: (metadata: FrameMetadataType) => FrameMetadataResponse;
}

// @coinbase/onchainkit@0.35.2: esm/xmtp/getXmtpFrameMessage.d.ts, esm/xmtp/isXmtpFrameRequest.d.ts
declare module '@coinbase/onchainkit/xmtp' {
  import type { XmtpOpenFramesRequest } from '@xmtp/frames-validator';
  export function getXmtpFrameMessage(payload: XmtpOpenFramesRequest): Promise<
    | { isValid: boolean; message: undefined }
    | {
        isValid: boolean;
        message: {
          timestamp: number;
          verifiedWalletAddress: string;
          identifier: string;
          frameUrl: string;
          buttonIndex: number;
          opaqueConversationIdentifier: string;
          unixTimestamp: number;
          inputText: string;
          state: string;
          address: string;
          transactionId: string;
        };
      }
  >;
  export function isXmtpFrameRequest(payload: any): payload is XmtpOpenFramesRequest;
}

// @thirdweb-dev/react@4.9.4 (re-exported from @thirdweb-dev/react-core@4.9.4:
// evm/hooks/storage/useStorageUpload.d.ts; IpfsUploadBatchOptions from @thirdweb-dev/storage@2.0.15)
declare module '@thirdweb-dev/react' {
  import type { UseMutationResult } from '@tanstack/react-query';
  type UploadOptions = { [key: string]: any };
  type IpfsUploadBatchOptions = {
    rewriteFileNames?: { fileStartNumber: number };
    uploadWithGatewayUrl?: boolean;
    onProgress?: (event: { progress: number; total: number }) => void;
    uploadWithoutDirectory?: boolean;
    metadata?: Record<string, string>;
    alwaysUpload?: boolean;
  };
  interface StorageUploadOptions<T extends UploadOptions> {
    data: unknown[];
    options?: T;
  }
  export function useStorageUpload<T extends UploadOptions = IpfsUploadBatchOptions>(
    uploadOptions?: T,
  ): UseMutationResult<string[], unknown, StorageUploadOptions<T>, unknown>;
}

// @vue/cli-service@5.0.8: types/index.d.ts, types/ProjectOptions.d.ts (members used)
declare module '@vue/cli-service' {
  import type { Configuration as WebpackOptions } from 'webpack';
  interface ProjectOptions {
    publicPath?: string;
    outputDir?: string;
    transpileDependencies?: boolean | Array<string | RegExp>;
    configureWebpack?: WebpackOptions | ((config: WebpackOptions) => WebpackOptions | void);
  }
  type ConfigFunction = () => ProjectOptions;
  type UserConfig = ProjectOptions | ConfigFunction;
  export function defineConfig(config: UserConfig): UserConfig;
}

// @xmtp/broadcast-sdk: not on the registry here. BroadcastClient and its
// constructor parameters as its source declares them (src/BroadcastClient.ts, src/types.ts).
declare module '@xmtp/broadcast-sdk' {
  import type { Client } from '@xmtp/xmtp-js';
  type AdditionalConversationArgs = Parameters<Client['conversations']['newConversation']> extends [unknown, ...infer Rest]
    ? Rest
    : [];
  export interface BroadcastConstructorParams<ContentTypes = unknown> {
    client: Client<ContentTypes>;
    addresses: string[];
    cachedCanMessageAddresses: string[];
    rateLimitAmount?: number;
    rateLimitTime?: number;
    onBatchStart?: (addresses: string[]) => void;
    onBatchComplete?: (addresses: string[]) => void;
    onBroadcastComplete?: () => void;
    onCantMessageAddress?: (address: string) => void;
    onCanMessageAddressesUpdate?: (addresses: string[]) => void;
    onMessageSending?: (address: string) => Promise<Exclude<ContentTypes, undefined>>;
    onMessageFailed?: (address: string) => void;
    onMessageSent?: (address: string) => void;
    onDelay?: (ms: number) => void;
    onWillConversationCreate?: (address: string) => Promise<AdditionalConversationArgs>;
  }
  export interface BroadcastOptions {
    skipInitialDelay?: boolean;
  }
  export class BroadcastClient<ContentTypes = unknown> {
    constructor(params: BroadcastConstructorParams<ContentTypes>);
    broadcast(messages: Exclude<ContentTypes, undefined>[], options: BroadcastOptions): Promise<void>;
  }
}

// @react-native-firebase/messaging@21.6.1: lib/index.d.ts (FirebaseMessagingTypes; members used)
declare module '@react-native-firebase/messaging' {
  export namespace FirebaseMessagingTypes {
    interface RemoteMessage {
      messageId?: string;
      from?: string;
      data?: { [key: string]: string | object };
      notification?: { title?: string; body?: string };
    }
    interface Module {
      getToken(options?: { appName?: string; senderId?: string }): Promise<string>;
      onMessage(listener: (message: RemoteMessage) => any): () => void;
      setBackgroundMessageHandler(handler: (message: RemoteMessage) => Promise<any>): void;
    }
  }
  const messaging: () => FirebaseMessagingTypes.Module;
  export default messaging;
}

// @react-native-firebase/installations@21.6.1: lib/index.d.ts (members used)
declare module '@react-native-firebase/installations' {
  export namespace FirebaseInstallationsTypes {
    interface Module {
      getId(): Promise<string>;
      getToken(forceRefresh?: boolean): Promise<string>;
      delete(): Promise<void>;
    }
  }
  const installations: () => FirebaseInstallationsTypes.Module;
  export default installations;
}

// expo@51.0.38: build/launch/registerRootComponent.d.ts (the React Native SDK's peer dependency; its own
// types would pull in react-native, 240 MB)
declare module 'expo' {
  import type { ComponentType } from 'react';
  type InitialProps = { exp?: Record<string, any>; [key: string]: any };
  export function registerRootComponent<P extends InitialProps>(component: ComponentType<P>): void;
}

/*
 * Packages that samples import only for their side effects: the polyfills a
 * React Native or browser app loads before anything else. They export nothing
 * a sample uses, so each is declared as a module with no members; the checker
 * reports a side-effect import of a package that is neither installed nor
 * listed here (noUncheckedSideEffectImports in src/typecheck.ts).
 */
// react-native-get-random-values@1.11.0: defines crypto.getRandomValues
declare module 'react-native-get-random-values';
// @ethersproject/shims@5.7.0: the browser APIs ethers v5 expects, for React Native
declare module '@ethersproject/shims';

// nuxt@3.13.2 auto-imports these in every project file (config.d.ts, dist/app/nuxt.d.ts); members used.
declare function defineNuxtConfig(config: { vite?: import('vite').UserConfig }): { vite?: import('vite').UserConfig };
declare function defineNuxtPlugin(
  plugin: (nuxtApp: unknown) => Promise<void> | void | { provide?: Record<string, unknown> },
): unknown;
