/**
 * The HTML page around every pre-rendered route (Docusaurus' `ssrTemplate`
 * option; its variables are the ones Docusaurus documents for it).
 *
 * One change from the stock page: the app's scripts start after the first
 * paint. Stock Docusaurus puts them in the head with `defer`, so on a fast
 * connection the browser may run them, and hydrate a long page, before it has
 * shown anything; on a phone the reader then waits for JavaScript to see text
 * that was in the HTML all along. Here the head only lists the scripts (a
 * meta element, which fetches nothing), and a small script at the end of the
 * body adds them once the first frame is on screen, so the page's first paint
 * never waits for, or competes with, 130 KB of JavaScript. (Preloading them
 * instead would make the page interactive one download sooner, but their
 * download then counts towards the largest paint in Lighthouse's phone
 * model, which its measurements showed.) Without JavaScript nothing changes:
 * the page is complete HTML.
 */

/** Names the meta element that lists the app's entry scripts, in the order they must run. */
export const APP_SCRIPT_ATTRIBUTE = 'vx-app-scripts';

/**
 * Adds the app's scripts, in order, after the next frame has painted. A
 * timer covers pages opened in a background tab, which paint no frames.
 * The same text on every page, so one CSP hash allows it (plugins/hosting).
 */
export const APP_LOADER_SCRIPT = [
  '(function(){',
  'var started=false;',
  'function start(){',
  'if(started)return;started=true;',
  `var urls=document.querySelector('meta[name=${APP_SCRIPT_ATTRIBUTE}]').content.split(' ');`,
  'for(var i=0;i<urls.length;i++){',
  "var script=document.createElement('script');",
  'script.src=urls[i];script.async=false;',
  'document.body.appendChild(script);',
  '}',
  '}',
  'requestAnimationFrame(function(){setTimeout(start,0);});',
  'setTimeout(start,1000);',
  '})();',
].join('');

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((meta) => { %><%~ meta %>
<% }); %><%~ it.headTags %>
<% it.stylesheets.forEach((href) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= href %>">
<% }); %><meta name="${APP_SCRIPT_ATTRIBUTE}" content="<%= it.scripts.map((src) => it.baseUrl + src).join(' ') %>">
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<script>${APP_LOADER_SCRIPT}</script>
</body>
</html>
`;
