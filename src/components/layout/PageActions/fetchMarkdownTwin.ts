/**
 * Downloads a page's Markdown twin once per page view: copying twice costs
 * one request. A failed download is forgotten, so the next click tries again.
 */
const downloads = new Map<string, Promise<string>>();

async function download(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  // A dev server, and some hosts, answer a missing file with the site's HTML page.
  if (response.headers.get('content-type')?.includes('text/html')) {
    throw new Error(`${url} is not on the server (an HTML page came back).`);
  }
  return response.text();
}

export function fetchMarkdownTwin(url: string): Promise<string> {
  let text = downloads.get(url);
  if (!text) {
    text = download(url);
    text.catch(() => downloads.delete(url));
    downloads.set(url, text);
  }
  return text;
}
