import React, { type ReactNode } from 'react';

/** Stands in for @docusaurus/Link in unit tests: a plain anchor. */
export default function Link({ to, children, ...rest }: { to: string; children?: ReactNode; className?: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
