import { describe, expect, it } from 'vitest';
import { isTextEntry, pagerDirection, type PagerKeyPress } from '../../../src/utils/pagerKeys';

function press(key: string, modifiers: Partial<PagerKeyPress> = {}): PagerKeyPress {
  return { key, shiftKey: true, ctrlKey: false, metaKey: false, altKey: false, ...modifiers };
}

const body = { tagName: 'BODY', isContentEditable: false };

describe('pagerDirection', () => {
  it('maps Shift+ArrowLeft to previous and Shift+ArrowRight to next', () => {
    expect(pagerDirection(press('ArrowLeft'), body)).toBe('previous');
    expect(pagerDirection(press('ArrowRight'), body)).toBe('next');
    expect(pagerDirection(press('ArrowRight'))).toBe('next');
  });

  it('needs Shift', () => {
    expect(pagerDirection(press('ArrowLeft', { shiftKey: false }), body)).toBeNull();
    expect(pagerDirection(press('ArrowRight', { shiftKey: false }), body)).toBeNull();
  });

  it('leaves other keys alone', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', 'Shift', 'l', 'Tab']) {
      expect(pagerDirection(press(key), body)).toBeNull();
    }
  });

  it('ignores the press when Ctrl, Meta or Alt is held too', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'] as const) {
      expect(pagerDirection(press('ArrowRight', { [modifier]: true }), body)).toBeNull();
      expect(pagerDirection(press('ArrowLeft', { [modifier]: true }), body)).toBeNull();
    }
  });

  it('ignores presses already handled or part of an IME composition', () => {
    expect(pagerDirection(press('ArrowRight', { defaultPrevented: true }), body)).toBeNull();
    expect(pagerDirection(press('ArrowRight', { isComposing: true }), body)).toBeNull();
  });

  it('ignores presses while typing', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) {
      expect(pagerDirection(press('ArrowRight'), { tagName })).toBeNull();
    }
    expect(pagerDirection(press('ArrowLeft'), { tagName: 'DIV', isContentEditable: true })).toBeNull();
  });

  it('still works with focus on a link or button', () => {
    expect(pagerDirection(press('ArrowRight'), { tagName: 'A' })).toBe('next');
    expect(pagerDirection(press('ArrowLeft'), { tagName: 'BUTTON' })).toBe('previous');
  });
});

describe('isTextEntry', () => {
  it('is false without a target and for ordinary elements', () => {
    expect(isTextEntry(null)).toBe(false);
    expect(isTextEntry(undefined)).toBe(false);
    expect(isTextEntry({})).toBe(false);
    expect(isTextEntry({ tagName: 'P', isContentEditable: false })).toBe(false);
  });

  it('is true for form fields and editable content', () => {
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntry({ tagName: 'SPAN', isContentEditable: true })).toBe(true);
  });
});
