import { describe, expect, it } from 'vitest';
import { isResetShortcut, searchShortcut } from '@site/src/components/search/keys';

const press = (key: string, modifiers: Partial<Record<'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('searchShortcut', () => {
  it('opens on / unless the reader is typing', () => {
    expect(searchShortcut(press('/'), { tagName: 'BODY' })).toBe('open');
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(searchShortcut(press('/'), { tagName })).toBeNull();
    expect(searchShortcut(press('/'), { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(searchShortcut(press('/', { ctrlKey: true }), { tagName: 'BODY' })).toBeNull();
  });

  it('toggles on meta+k and ctrl+k, even from a text field', () => {
    expect(searchShortcut(press('k', { metaKey: true }), { tagName: 'INPUT' })).toBe('toggle');
    expect(searchShortcut(press('K', { ctrlKey: true }), { tagName: 'BODY' })).toBe('toggle');
    expect(searchShortcut(press('k'), { tagName: 'BODY' })).toBeNull();
    expect(searchShortcut(press('k', { metaKey: true, shiftKey: true }), { tagName: 'BODY' })).toBeNull();
  });

  it('leaves composed and already handled presses alone', () => {
    expect(searchShortcut({ ...press('/'), isComposing: true }, null)).toBeNull();
    expect(searchShortcut({ ...press('k', { metaKey: true }), defaultPrevented: true }, null)).toBeNull();
  });
});

describe('isResetShortcut', () => {
  it('is meta+Backspace only', () => {
    expect(isResetShortcut(press('Backspace', { metaKey: true }))).toBe(true);
    expect(isResetShortcut(press('Backspace'))).toBe(false);
    expect(isResetShortcut(press('Backspace', { ctrlKey: true }))).toBe(false);
  });
});
