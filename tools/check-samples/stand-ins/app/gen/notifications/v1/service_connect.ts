/**
 * What `buf generate buf.build/xmtp/example-notification-server-go` writes
 * (protoc-gen-es and protoc-gen-connect-es 1.x) for the example notification
 * server's notifications/v1/service.proto: one message class per request and
 * the service descriptor. Only the shape matters here, so the messages are
 * declared rather than generated.
 */
import {
  Empty,
  Message,
  MethodKind,
  proto3,
  type BinaryReadOptions,
  type FieldList,
  type JsonReadOptions,
  type JsonValue,
  type PartialMessage,
  type PlainMessage,
} from '@bufbuild/protobuf';

export declare class DeliveryMechanism extends Message<DeliveryMechanism> {
  deliveryMechanismType:
    | { value: string; case: 'apnsDeviceToken' }
    | { value: string; case: 'firebaseDeviceToken' }
    | { value: string; case: 'customToken' }
    | { case: undefined; value?: undefined };
  constructor(data?: PartialMessage<DeliveryMechanism>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): DeliveryMechanism;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): DeliveryMechanism;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): DeliveryMechanism;
  static equals(a: DeliveryMechanism | PlainMessage<DeliveryMechanism> | undefined, b: DeliveryMechanism | PlainMessage<DeliveryMechanism> | undefined): boolean;
}

export declare class RegisterInstallationRequest extends Message<RegisterInstallationRequest> {
  installationId: string;
  deliveryMechanism?: DeliveryMechanism;
  constructor(data?: PartialMessage<RegisterInstallationRequest>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): RegisterInstallationRequest;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): RegisterInstallationRequest;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): RegisterInstallationRequest;
  static equals(a: RegisterInstallationRequest | PlainMessage<RegisterInstallationRequest> | undefined, b: RegisterInstallationRequest | PlainMessage<RegisterInstallationRequest> | undefined): boolean;
}

export declare class RegisterInstallationResponse extends Message<RegisterInstallationResponse> {
  installationId: string;
  validUntil: bigint;
  constructor(data?: PartialMessage<RegisterInstallationResponse>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): RegisterInstallationResponse;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): RegisterInstallationResponse;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): RegisterInstallationResponse;
  static equals(a: RegisterInstallationResponse | PlainMessage<RegisterInstallationResponse> | undefined, b: RegisterInstallationResponse | PlainMessage<RegisterInstallationResponse> | undefined): boolean;
}

export declare class DeleteInstallationRequest extends Message<DeleteInstallationRequest> {
  installationId: string;
  constructor(data?: PartialMessage<DeleteInstallationRequest>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): DeleteInstallationRequest;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): DeleteInstallationRequest;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): DeleteInstallationRequest;
  static equals(a: DeleteInstallationRequest | PlainMessage<DeleteInstallationRequest> | undefined, b: DeleteInstallationRequest | PlainMessage<DeleteInstallationRequest> | undefined): boolean;
}

export declare class Subscription_HmacKey extends Message<Subscription_HmacKey> {
  thirtyDayPeriodsSinceEpoch: number;
  key: Uint8Array;
  constructor(data?: PartialMessage<Subscription_HmacKey>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): Subscription_HmacKey;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): Subscription_HmacKey;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): Subscription_HmacKey;
  static equals(a: Subscription_HmacKey | PlainMessage<Subscription_HmacKey> | undefined, b: Subscription_HmacKey | PlainMessage<Subscription_HmacKey> | undefined): boolean;
}

export declare class Subscription extends Message<Subscription> {
  topic: string;
  hmacKeys: Subscription_HmacKey[];
  isSilent: boolean;
  constructor(data?: PartialMessage<Subscription>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): Subscription;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): Subscription;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): Subscription;
  static equals(a: Subscription | PlainMessage<Subscription> | undefined, b: Subscription | PlainMessage<Subscription> | undefined): boolean;
}

export declare class SubscribeWithMetadataRequest extends Message<SubscribeWithMetadataRequest> {
  installationId: string;
  subscriptions: Subscription[];
  constructor(data?: PartialMessage<SubscribeWithMetadataRequest>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): SubscribeWithMetadataRequest;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): SubscribeWithMetadataRequest;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): SubscribeWithMetadataRequest;
  static equals(a: SubscribeWithMetadataRequest | PlainMessage<SubscribeWithMetadataRequest> | undefined, b: SubscribeWithMetadataRequest | PlainMessage<SubscribeWithMetadataRequest> | undefined): boolean;
}

export declare class SubscribeRequest extends Message<SubscribeRequest> {
  installationId: string;
  topics: string[];
  constructor(data?: PartialMessage<SubscribeRequest>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): SubscribeRequest;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): SubscribeRequest;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): SubscribeRequest;
  static equals(a: SubscribeRequest | PlainMessage<SubscribeRequest> | undefined, b: SubscribeRequest | PlainMessage<SubscribeRequest> | undefined): boolean;
}

export declare class UnsubscribeRequest extends Message<UnsubscribeRequest> {
  installationId: string;
  topics: string[];
  constructor(data?: PartialMessage<UnsubscribeRequest>);
  static readonly runtime: typeof proto3;
  static readonly typeName: string;
  static readonly fields: FieldList;
  static fromBinary(bytes: Uint8Array, options?: Partial<BinaryReadOptions>): UnsubscribeRequest;
  static fromJson(jsonValue: JsonValue, options?: Partial<JsonReadOptions>): UnsubscribeRequest;
  static fromJsonString(jsonString: string, options?: Partial<JsonReadOptions>): UnsubscribeRequest;
  static equals(a: UnsubscribeRequest | PlainMessage<UnsubscribeRequest> | undefined, b: UnsubscribeRequest | PlainMessage<UnsubscribeRequest> | undefined): boolean;
}

export declare const Notifications: {
  readonly typeName: 'notifications.v1.Notifications';
  readonly methods: {
    readonly registerInstallation: {
      readonly name: 'RegisterInstallation';
      readonly I: typeof RegisterInstallationRequest;
      readonly O: typeof RegisterInstallationResponse;
      readonly kind: MethodKind.Unary;
    };
    readonly deleteInstallation: {
      readonly name: 'DeleteInstallation';
      readonly I: typeof DeleteInstallationRequest;
      readonly O: typeof Empty;
      readonly kind: MethodKind.Unary;
    };
    readonly subscribe: {
      readonly name: 'Subscribe';
      readonly I: typeof SubscribeRequest;
      readonly O: typeof Empty;
      readonly kind: MethodKind.Unary;
    };
    readonly subscribeWithMetadata: {
      readonly name: 'SubscribeWithMetadata';
      readonly I: typeof SubscribeWithMetadataRequest;
      readonly O: typeof Empty;
      readonly kind: MethodKind.Unary;
    };
    readonly unsubscribe: {
      readonly name: 'Unsubscribe';
      readonly I: typeof UnsubscribeRequest;
      readonly O: typeof Empty;
      readonly kind: MethodKind.Unary;
    };
  };
};
