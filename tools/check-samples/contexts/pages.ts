import type { Role } from '../src/contexts';

/**
 * Names only one page's samples assume (the reader's own functions and
 * values), by page. Same form as the roles in roles.ts.
 */
export const PAGE_CONTEXTS: Record<string, Record<string, Role>> = {};
