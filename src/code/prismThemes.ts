import type { PrismTheme } from 'prism-react-renderer';

/**
 * Our code colours, light and dark. Every token colour keeps a contrast of at
 * least 4.5:1 (WCAG AA for normal text) against the block background and the
 * tinted backgrounds of highlighted, added and removed lines; the unit test
 * tests/unit/code/prismThemes.test.ts holds us to it.
 */

/** Line tints; also used by the CSS (src/css/custom.css) via these values. */
export const LINE_TINTS = {
  light: {
    highlighted: 'rgba(91, 63, 209, 0.10)',
    added: 'rgba(26, 127, 55, 0.12)',
    removed: 'rgba(207, 34, 46, 0.10)',
  },
  dark: {
    highlighted: 'rgba(168, 150, 255, 0.14)',
    added: 'rgba(63, 185, 80, 0.15)',
    removed: 'rgba(248, 81, 73, 0.15)',
  },
} as const;

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f6f9' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
    { types: ['keyword', 'atrule', 'important', 'selector'], style: { color: '#b42331' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url'], style: { color: '#0a3069' } },
    { types: ['function', 'method'], style: { color: '#6639ba' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: { color: '#0550ae' } },
    { types: ['property', 'attr-name', 'variable', 'parameter'], style: { color: '#0550ae' } },
    { types: ['class-name', 'maybe-class-name', 'namespace', 'annotation'], style: { color: '#8a3500' } },
    { types: ['tag'], style: { color: '#116329' } },
    { types: ['inserted'], style: { color: '#116329' } },
    { types: ['deleted'], style: { color: '#82071e' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#e6edf3', backgroundColor: '#1d1c24' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9198a1', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#d1d7e0' } },
    { types: ['keyword', 'atrule', 'important', 'selector'], style: { color: '#ff8a80' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url'], style: { color: '#a5d6ff' } },
    { types: ['function', 'method'], style: { color: '#d2a8ff' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: { color: '#79c0ff' } },
    { types: ['property', 'attr-name', 'variable', 'parameter'], style: { color: '#79c0ff' } },
    { types: ['class-name', 'maybe-class-name', 'namespace', 'annotation'], style: { color: '#ffb86b' } },
    { types: ['tag'], style: { color: '#7ee787' } },
    { types: ['inserted'], style: { color: '#7ee787' } },
    { types: ['deleted'], style: { color: '#ffa198' } },
  ],
};
