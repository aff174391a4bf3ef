import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The spec routes (§2.1) the site has so far. Each content issue adds its
 * pages here; the tests check that every one is built, in the sitemap, and
 * renders.
 */
export const SPEC_ROUTES = [
  '/',
  '/privacy',
  '/terms',
  '/get-started/awesome',
  '/get-started/developer-quickstart',
  '/get-started/examples',
  '/get-started/faq',
  '/get-started/intro',
  '/get-started/references',
  '/client/create-client',
  '/dms/overview',
  '/dms/conversations',
  '/dms/messages',
  '/dms/streams',
  '/dms/troubleshoot',
  '/groups/build-group-chat',
  '/groups/group-consent',
  '/groups/group-permissions',
  '/groups/group-metadata',
  '/chat-widget/chat-widget',
  '/consent/build-engagement',
  '/consent/subscribe',
  '/consent/broadcast',
  '/consent/consent-quickstarts',
  '/consent/user-consent',
  '/consent/consent-methods',
  '/consent/filter-spam',
  '/content-types/content-types',
  '/content-types/remote-attachment',
  '/content-types/reply',
  '/content-types/reaction',
  '/content-types/read-receipt',
  '/content-types/transaction-ref',
  '/content-types/custom',
  '/notifications/build-notifications',
  '/notifications/notif-server',
  '/notifications/notif-best-practices',
  '/notifications/notifs-android',
  '/notifications/notifs-ios',
  '/open-frames/open-frames',
  '/open-frames/transactional-open-frames',
  '/open-frames/subscription-open-frames',
] as const;

/** Every page route of the production build, read from its sitemap. */
export function builtRoutes(buildDir = 'build'): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
