import { test, open } from './fixtures';
const routes = ['/get-started/faq', '/dms/messages', '/groups/group-permissions', '/protocol/v3/identity', '/consent/broadcast', '/get-started/intro', '/client/create-client', '/dms/streams'];
for (let i = 0; i < 48; i++) {
  test(`bench load ${i}`, { tag: '@desktop' }, async ({ page }) => {
    await open(page, routes[i % routes.length]);
  });
}
