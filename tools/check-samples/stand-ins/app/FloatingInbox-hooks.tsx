/** The chat widget of the Next.js starter, a default export (docs: /chat-widget/chat-widget). */
import type { FloatingInboxProps } from './FloatingInbox-text';

declare function FloatingInbox(props: Omit<FloatingInboxProps, 'isConsent'>): JSX.Element;
export default FloatingInbox;
