// Runs before hydration, so the router sees "/get-started/intro" when the
// reader opened "/get-started/intro.html" and renders the page, not the 404.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { stripHtmlSuffix } from '../../src/utils/paths';

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const routePath = stripHtmlSuffix(pathname);
  if (routePath !== pathname) {
    window.history.replaceState(window.history.state, '', `${routePath}${search}${hash}`);
  }
}
