import React, { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * GitHub task lists (`- [ ] item`) render a read-only checkbox per item with
 * no name, so a screen reader says "checkbox, not checked" and nothing else
 * (WCAG 4.1.2). The item's text names its checkbox: the list item carries
 * an id, and the checkbox (a direct child, or inside the paragraph of a
 * loose list) points at it with aria-labelledby.
 */
const TaskItemId = createContext<string | undefined>(undefined);

const ThemeListItem = MDXComponents.li;

export function ListItem(props: ComponentProps<'li'>): ReactNode {
  const fallbackId = useId();
  if (!props.className?.split(' ').includes('task-list-item')) return <ThemeListItem {...props} />;
  const id = props.id ?? `task-${fallbackId}`;
  return (
    <TaskItemId.Provider value={id}>
      <ThemeListItem {...props} id={id} />
    </TaskItemId.Provider>
  );
}

export function Input(props: ComponentProps<'input'>): ReactNode {
  const itemId = useContext(TaskItemId);
  return <input {...(props.type === 'checkbox' && itemId ? { 'aria-labelledby': itemId } : {})} {...props} />;
}
