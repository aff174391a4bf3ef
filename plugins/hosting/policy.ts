/**
 * The site's Content-Security-Policy: scripts only from the site itself, the
 * inline scripts the build wrote (by hash) and the analytics host; nothing
 * else may load code, frame the site, or be framed, embedded or posted to.
 */

export interface PolicyInput {
  /** 'sha256-…' expressions of every inline script the pages run. */
  readonly scriptHashes: Iterable<string>;
  /** Origin of the analytics script, which also receives its events. */
  readonly analyticsOrigin: string;
}

export function contentSecurityPolicy({ scriptHashes, analyticsOrigin }: PolicyInput): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // No 'unsafe-eval': React, search and the theme toggle run without it.
    ['script-src', "'self'", ...hashes, analyticsOrigin],
    // 'unsafe-inline' for styles only, and only because the pages need it:
    // React writes style="" attributes (the banner, the content column's
    // size, the diagrams' widths), which no hash can allow without
    // 'unsafe-hashes'. Styles can't run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the small SVG icons Infima's CSS embeds; every picture of the
    // site is self-hosted (docs/ uses no remote images).
    ['img-src', "'self'", 'data:'],
    // The site uses the reader's system fonts; a font added later must be a file of the site's own.
    ['font-src', "'self'"],
    ['connect-src', "'self'", analyticsOrigin],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
