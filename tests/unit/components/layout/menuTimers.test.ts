import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_DELAY_MS, MenuTimers, OPEN_DELAY_MS, SKIP_DELAY_MS } from '../../../../src/components/layout/TopNav/menuTimers';

describe('MenuTimers', () => {
  let changes: (string | null)[];
  let menus: MenuTimers;

  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
    menus = new MenuTimers((id) => changes.push(id));
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec delays', () => {
    expect([OPEN_DELAY_MS, SKIP_DELAY_MS, CLOSE_DELAY_MS]).toEqual([200, 300, 150]);
  });

  it('opens 200 ms after the pointer enters, not before', () => {
    menus.pointerEnter('a');
    vi.advanceTimersByTime(199);
    expect(menus.current).toBeNull();
    vi.advanceTimersByTime(1);
    expect(menus.current).toBe('a');
    expect(changes).toEqual(['a']);
  });

  it('does not open when the pointer leaves before the delay', () => {
    menus.pointerEnter('a');
    vi.advanceTimersByTime(150);
    menus.pointerLeave('a');
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('closes 150 ms after the pointer leaves, and stays open if it comes back', () => {
    menus.open('a');
    menus.pointerLeave('a');
    vi.advanceTimersByTime(149);
    expect(menus.current).toBe('a');
    menus.pointerEnter('a');
    vi.advanceTimersByTime(500);
    expect(menus.current).toBe('a');
    menus.pointerLeave('a');
    vi.advanceTimersByTime(150);
    expect(menus.current).toBeNull();
  });

  it('switches at once from an open menu to another', () => {
    menus.open('a');
    menus.pointerLeave('a');
    menus.pointerEnter('b');
    expect(menus.current).toBe('b');
    expect(changes).toEqual(['a', 'b']);
  });

  it('opens at once within 300 ms of another menu closing, with the delay after that', () => {
    menus.open('a');
    menus.close();
    vi.advanceTimersByTime(299);
    menus.pointerEnter('b');
    expect(menus.current).toBe('b');

    menus.close();
    vi.advanceTimersByTime(300);
    menus.pointerEnter('c');
    expect(menus.current).toBeNull();
    vi.advanceTimersByTime(OPEN_DELAY_MS);
    expect(menus.current).toBe('c');
  });

  it('toggles on click at once, whatever the timers', () => {
    menus.pointerEnter('a');
    menus.toggle('a');
    expect(menus.current).toBe('a');
    vi.advanceTimersByTime(1000);
    menus.toggle('a');
    expect(menus.current).toBeNull();
  });

  it('keeps a menu the pointer opened open on the first click, and closes it on the next', () => {
    menus.pointerEnter('a');
    vi.advanceTimersByTime(OPEN_DELAY_MS);
    expect(menus.current).toBe('a');
    menus.toggle('a');
    expect(menus.current).toBe('a');
    menus.toggle('a');
    expect(menus.current).toBeNull();
  });

  it('opens on a click that follows a menu closing, though the pointer reopened it a moment before', () => {
    // A link in the menu was followed: the page changed and closed the menu.
    menus.open('a');
    menus.close();
    // The pointer goes back to the trigger: within 300 ms that opens at once, just before the click lands.
    menus.pointerEnter('a');
    menus.toggle('a');
    expect(menus.current).toBe('a');
    expect(changes).toEqual(['a', null, 'a']);
  });

  it('closes on a click a menu it opened itself', () => {
    menus.toggle('a');
    menus.pointerEnter('a');
    menus.toggle('a');
    expect(menus.current).toBeNull();
  });
});
