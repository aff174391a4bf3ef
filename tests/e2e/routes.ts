import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The spec routes (§2.1): the tests check that every one is built, in the
 * sitemap, and renders, and that the build has no others.
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
  '/perf-ux/local-first',
  '/perf-ux/optimistic-sending',
  '/perf-ux/identity-resolution',
  '/perf-ux/debug-and-test',
  '/perf-ux/get-featured',
  '/perf-ux/xmtp-metamask-snap',
  '/protocol/signatures',
  '/protocol/security-encryption',
  '/protocol/protocols',
  '/protocol/portable-inbox',
  '/protocol/xips',
  '/protocol/xmtp-versions',
  '/protocol/v3/identity',
  '/protocol/v3/message-history',
  '/protocol/v3/smart-wallet',
  '/protocol/v2/architectural-overview',
  '/protocol/v2/key-generation-and-usage',
  '/protocol/v2/invitation-and-message-encryption',
  '/protocol/v2/algorithms-in-use',
  '/z_archive/changelog',
  '/z_archive/contribute',
] as const;

/** The URLs a build's sitemap lists, as written. */
export function sitemapUrls(buildDir = 'build'): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

/** Every page route of the production build, read from its sitemap. */
export function builtRoutes(buildDir = 'build'): string[] {
  return sitemapUrls(buildDir).map((url) => new URL(url).pathname);
}
