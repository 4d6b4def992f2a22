import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTENT_EVENTS, onFirstIntent } from './hydration';

afterEach(() => {
  document.body.innerHTML = '';
  (document.activeElement as HTMLElement | null)?.blur?.();
});

describe('onFirstIntent (hydration of a pre-rendered page)', () => {
  it('waits while the visitor only reads, then starts once on the first sign of intent', () => {
    const start = vi.fn();
    onFirstIntent(start);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('resize'));
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(INTENT_EVENTS)('starts on %s', (type) => {
    const start = vi.fn();
    onFirstIntent(start);
    // scroll does not bubble: it reaches the window's capture listener all the same
    document.body.dispatchEvent(new Event(type, { bubbles: type !== 'scroll' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts before the event reaches its target, so the target sees the handlers it attached', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const clicks: string[] = [];
    onFirstIntent(() => button.addEventListener('pointerdown', () => clicks.push('handled')));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(clicks).toEqual(['handled']);
  });

  it('starts at once when focus is already in the page', () => {
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    const start = vi.fn();
    onFirstIntent(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const start = vi.fn();
    const cancel = onFirstIntent(start);
    cancel();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});
