import React, { type ReactNode } from 'react';

/** Stands in for @theme/TabItem in unit tests. */
export default function TabItem({ children, label, value }: { children?: ReactNode; label?: string; value: string }) {
  return (
    <section data-value={value} aria-label={label}>
      {children}
    </section>
  );
}
