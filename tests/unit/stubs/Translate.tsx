import React, { Fragment, type ReactNode } from 'react';
import codeTranslations from './codeTranslations';

/**
 * Stands in for @docusaurus/Translate in unit tests (Docusaurus' own module is
 * JSX in a .js file, which Vite won't parse): the same lookup, a translation
 * by id (codeTranslations.ts) or else the English default, and the same
 * `{name}` placeholders, filled with strings or React elements.
 */
type Values = Record<string, ReactNode>;

function message({ id, message: fallback }: { id?: string; message?: string }): string {
  return codeTranslations[id ?? fallback ?? ''] ?? fallback ?? id ?? '';
}

function fill(text: string, values: Values | undefined): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : parts;
}

export function translate(declaration: { id?: string; message: string; description?: string }, values?: Values): string {
  return String(fill(message(declaration), values));
}

export default function Translate({ id, values, children }: { id?: string; values?: Values; description?: string; children?: string }): ReactNode {
  const filled = fill(message({ id, message: children }), values);
  return Array.isArray(filled) ? filled.map((part, index) => <Fragment key={index}>{part}</Fragment>) : filled;
}
