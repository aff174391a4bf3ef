import React, { type ReactNode } from 'react';

/** Stands in for @theme/Tabs in unit tests: the tabs as a list of labels. */
export default function Tabs({ children, groupId }: { children?: ReactNode; groupId?: string }) {
  return <div data-group={groupId}>{children}</div>;
}
