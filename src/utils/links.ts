/**
 * Whether an address leads off this site (spec §2.4): a URL with a scheme
 * (https:, mailto:…), a protocol-relative URL, or an address starting with
 * "www.". Everything else is a path of this site.
 */
export function isExternalUrl(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/|www\.)/i.test(href);
}
