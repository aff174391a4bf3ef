import type { Role } from '../src/contexts';

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
};
