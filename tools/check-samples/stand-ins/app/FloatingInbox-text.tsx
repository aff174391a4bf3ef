/**
 * The chat widget of the JavaScript starter (docs: /chat-widget/chat-widget):
 * its props, and the `window.FloatingInbox` controls it registers.
 */
import type { Signer } from '@xmtp/xmtp-js';

export interface FloatingInboxProps {
  wallet?: Signer;
  env?: 'dev' | 'production' | 'local';
  isPWA?: boolean;
  isContained?: boolean;
  isConsent?: boolean;
  onLogout?: () => void;
}

export declare function FloatingInbox(props: FloatingInboxProps): JSX.Element;

declare global {
  interface Window {
    FloatingInbox: { open(): void; close(): void };
  }
}
