import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DARK_CLASS,
  isThemeSwitchable,
  nextTheme,
  parseTheme,
  saveTheme,
  syncDarkClass,
} from '../../../src/utils/theme';

afterEach(() => vi.unstubAllGlobals());

describe('theme helpers', () => {
  it('accept only light and dark as stored values', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    for (const value of [null, undefined, '', 'system', 'Dark', '"dark"']) expect(parseTheme(value)).toBeNull();
  });

  it('flip between two states', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
  });

  it('hide the toggle only when the colour scheme is fixed', () => {
    expect(isThemeSwitchable({ disableSwitch: true })).toBe(false);
    expect(isThemeSwitchable({ disableSwitch: false })).toBe(true);
    expect(isThemeSwitchable({})).toBe(true);
    expect(isThemeSwitchable(undefined)).toBe(true);
  });

  it('save the choice under vocs.theme, and survive a storage that throws', () => {
    const setItem = vi.fn();
    vi.stubGlobal('window', { localStorage: { setItem } });
    saveTheme('dark');
    expect(setItem).toHaveBeenCalledWith('vocs.theme', 'dark');

    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => saveTheme('light')).not.toThrow();
  });

  it('add and remove the dark class, leaving other classes alone', () => {
    const classes = new Set(['plugin-docs']);
    const toggle = vi.fn((name: string, force?: boolean) => {
      if (force) classes.add(name);
      else classes.delete(name);
      return Boolean(force);
    });
    const root = { classList: { contains: (name: string) => classes.has(name), toggle } } as unknown as Element;
    syncDarkClass(root, 'dark');
    expect([...classes]).toEqual(['plugin-docs', DARK_CLASS]);
    syncDarkClass(root, 'dark');
    expect(toggle).toHaveBeenCalledTimes(1);
    syncDarkClass(root, 'light');
    expect([...classes]).toEqual(['plugin-docs']);
  });
});
