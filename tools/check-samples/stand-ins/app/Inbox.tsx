/** The reader's own inbox component, which a Next.js page loads in the browser only (next/dynamic). */
declare function Inbox(): JSX.Element;
export default Inbox;
