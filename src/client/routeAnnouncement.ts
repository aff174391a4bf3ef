/**
 * What the route announcer (src/components/layout/RouteAnnouncer, rendered by
 * Root) says. A store outside React: the client module that knows when a
 * navigation has finished lives outside the component tree.
 */
type Listener = () => void;

let message = '';
const listeners = new Set<Listener>();

function emit(next: string): void {
  message = next;
  for (const listener of listeners) listener();
}

export function getAnnouncement(): string {
  return message;
}

export function subscribeToAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Says `text` through the live region. A live region only speaks when its
 * text changes, so repeating the last announcement (back to the same page)
 * first empties it and sets the text a frame later.
 */
export function announce(text: string): void {
  if (text !== message) {
    emit(text);
    return;
  }
  emit('');
  requestAnimationFrame(() => emit(text));
}
