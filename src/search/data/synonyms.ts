/**
 * Search synonyms: words readers use for what the docs call something else.
 * Edit this list freely; `npm run bench` and tests/unit/search/relevance.test.ts
 * show what a change does to ranking. Each line is one rule, as in Algolia:
 *
 * - `delete, remove`: the words mean the same; a query with any of them also
 *   finds pages with the others.
 * - `kick => remove`: one way; "kick" also finds "remove", but a query for
 *   "remove" does not find "kick".
 *
 * A side may be several words (`opt out`), found only together, though a
 * reader may put a stop word or two between them ("can it be messaged" is
 * `can message`). Case,
 * plurals and verb forms don't matter (`deletes` and `deleting` are `delete`).
 * A page that has the reader's own word ranks above one that only has a
 * synonym. Keep rules to what readers mean in these docs: every synonym adds
 * pages to a query's results.
 */
export const SYNONYMS: readonly string[] = [
  // Tasks, in the reader's verbs
  'delete, remove',
  'kick, ban => remove',
  'block => deny',
  'unblock => allow',
  'unsubscribe, opt out => deny',
  'rename => name',
  'modify => edit, change, update',
  'retrieve => fetch, list',
  'erase, wipe => delete, clear',
  'resend, try again => retry',
  'quit, exit => leave',
  'display, render',
  'verify, validate',
  'invite => add',
  'listen, real time, realtime, live, arrive, incoming, receive => stream',
  'mass message, bulk, thousands, many users, everyone => broadcast',
  'can message, can receive, reachable, is on xmtp, uses xmtp => canmessage',
  'quote => reply',
  'like, emoji, thumbs up => reaction',
  'paginate, pagination => page through',
  'get all, fetch all, load all => list',
  'log in, login, sign in => authenticate',
  'log out, logout => sign out, revoke',
  'upgrade, migrate',
  'embed => widget',
  'chat box, chat window, messenger => widget',
  'pay, payment => transaction',
  'faster, speed, slow => fast, performance',
  'kept, retain, retention => stored',
  'offline => local',
  'laptop, computer, localhost => local',
  'webhook => push, notification server',
  'newsletter, announcement => broadcast',
  'account => inbox',
  'cost, price, pricing => fee',
  'example app, sample app, example repo => quickstart, starter',
  'sample app => example app',

  // Things, in the reader's words
  'dm, direct message, 1:1, one to one',
  'chat => conversation',
  'group conversation => group chat',
  'thread => conversation',
  'wallet => address',
  'image, picture, photo',
  'photo, picture, image, file, upload, gif, video => attachment',
  'avatar, profile picture',
  'phone, device => installation',
  'iphone, apns => ios',
  'push => notification',
  'message type, message format => content type',
  'moderator => admin',
  'participant => member',
  'spammer => spam',
  'website, site => web page',
  'smart account, scw => smart contract wallet',
  'testnet, test network => dev',
  'mainnet => production',
  'e2ee, end to end => encryption',
  // HTTP statuses by their names
  'too many requests => 429, rate limit',
  'unauthorized, unauthenticated => 401',
  'bad request => 400',
  'bug, problem, not working => troubleshoot',
];
