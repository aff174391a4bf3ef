/**
 * When the top bar's dropdown menus open and close under the pointer (spec §4,
 * §9): a menu opens OPEN_DELAY_MS after the pointer enters its trigger, or at
 * once if another menu was open within the last SKIP_DELAY_MS (so gliding
 * along the bar feels instant), and closes CLOSE_DELAY_MS after the pointer
 * leaves (so a diagonal move into the menu does not close it). Clicks and keys
 * act at once; the first click on a trigger whose menu the pointer opened
 * keeps it open (the reader who points and clicks means "open", and the hover
 * often wins the race by a few milliseconds), the next one closes it. Plain
 * TypeScript with injectable timers, so it is unit-tested without a browser.
 */

export const OPEN_DELAY_MS = 200;
export const SKIP_DELAY_MS = 300;
export const CLOSE_DELAY_MS = 150;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class MenuTimers {
  private openId: string | null = null;
  /** When the last menu stopped being open; -Infinity if none ever was. */
  private lastOpenAt = Number.NEGATIVE_INFINITY;
  private pending: unknown = undefined;
  /** Whether the open menu was opened by the pointer resting on its trigger, with no click since. */
  private openedByPointer = false;

  constructor(
    private readonly onChange: (openId: string | null) => void,
    private readonly clock: Clock = realClock,
  ) {}

  get current(): string | null {
    return this.openId;
  }

  pointerEnter(id: string): void {
    this.cancelPending();
    if (this.openId === id) return;
    const recentlyOpen = this.openId !== null || this.clock.now() - this.lastOpenAt < SKIP_DELAY_MS;
    if (recentlyOpen) this.set(id, true);
    else this.pending = this.clock.setTimeout(() => this.set(id, true), OPEN_DELAY_MS);
  }

  pointerLeave(id: string): void {
    this.cancelPending();
    if (this.openId !== id) return;
    this.pending = this.clock.setTimeout(() => this.set(null), CLOSE_DELAY_MS);
  }

  toggle(id: string): void {
    this.cancelPending();
    if (this.openId === id && this.openedByPointer) {
      this.openedByPointer = false;
      return;
    }
    this.set(this.openId === id ? null : id);
  }

  open(id: string): void {
    this.cancelPending();
    this.set(id);
  }

  close(): void {
    this.cancelPending();
    this.set(null);
  }

  dispose(): void {
    this.cancelPending();
  }

  private set(id: string | null, byPointer = false): void {
    this.pending = undefined;
    if (this.openId === id) return;
    this.openedByPointer = byPointer && id !== null;
    if (this.openId !== null) this.lastOpenAt = this.clock.now();
    this.openId = id;
    this.onChange(id);
  }

  private cancelPending(): void {
    if (this.pending !== undefined) this.clock.clearTimeout(this.pending);
    this.pending = undefined;
  }
}
