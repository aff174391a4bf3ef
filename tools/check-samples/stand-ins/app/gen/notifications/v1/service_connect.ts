/**
 * What `buf generate buf.build/xmtp/example-notification-server-go` writes
 * (protoc-gen-es and protoc-gen-connect-es 1.x) for the example notification
 * server's notifications/v1/service.proto: one message class per request and
 * the service descriptor. Only the shape matters here, so the messages are
 * declared rather than generated.
 */
import { Empty, Message, MethodKind, type PartialMessage } from '@bufbuild/protobuf';

export declare class DeliveryMechanism extends Message<DeliveryMechanism> {
  deliveryMechanismType:
    | { value: string; case: 'apnsDeviceToken' }
    | { value: string; case: 'firebaseDeviceToken' }
    | { value: string; case: 'customToken' }
    | { case: undefined; value?: undefined };
  constructor(data?: PartialMessage<DeliveryMechanism>);
}

export declare class RegisterInstallationRequest extends Message<RegisterInstallationRequest> {
  installationId: string;
  deliveryMechanism?: DeliveryMechanism;
  constructor(data?: PartialMessage<RegisterInstallationRequest>);
}

export declare class RegisterInstallationResponse extends Message<RegisterInstallationResponse> {
  installationId: string;
  validUntil: bigint;
  constructor(data?: PartialMessage<RegisterInstallationResponse>);
}

export declare class DeleteInstallationRequest extends Message<DeleteInstallationRequest> {
  installationId: string;
  constructor(data?: PartialMessage<DeleteInstallationRequest>);
}

export declare class Subscription_HmacKey extends Message<Subscription_HmacKey> {
  thirtyDayPeriodsSinceEpoch: number;
  key: Uint8Array;
  constructor(data?: PartialMessage<Subscription_HmacKey>);
}

export declare class Subscription extends Message<Subscription> {
  topic: string;
  hmacKeys: Subscription_HmacKey[];
  isSilent: boolean;
  constructor(data?: PartialMessage<Subscription>);
}

export declare class SubscribeWithMetadataRequest extends Message<SubscribeWithMetadataRequest> {
  installationId: string;
  subscriptions: Subscription[];
  constructor(data?: PartialMessage<SubscribeWithMetadataRequest>);
}

export declare class SubscribeRequest extends Message<SubscribeRequest> {
  installationId: string;
  topics: string[];
  constructor(data?: PartialMessage<SubscribeRequest>);
}

export declare class UnsubscribeRequest extends Message<UnsubscribeRequest> {
  installationId: string;
  topics: string[];
  constructor(data?: PartialMessage<UnsubscribeRequest>);
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
