/** Stands in for @docusaurus/useBaseUrl in unit tests: a site under /base/. */
const BASE = '/base/';

function withBaseUrl(url: string): string {
  return url.startsWith('/') ? `${BASE}${url.slice(1)}` : url;
}

export function useBaseUrlUtils() {
  return { withBaseUrl };
}

export default function useBaseUrl(url: string): string {
  return withBaseUrl(url);
}
