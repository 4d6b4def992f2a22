import { afterEach, describe, expect, it } from 'vitest';
import { announceSessionChange, sessionChangedSinceLoad } from './broadcast';

afterEach(() => localStorage.clear());

describe('session notices for tabs that were still loading', () => {
  it('a notice sent after this document started loading is seen when the tab goes live', () => {
    expect(sessionChangedSinceLoad()).toBe(false);
    announceSessionChange('logout');
    expect(sessionChangedSinceLoad()).toBe(true);
  });

  it('a notice from before this document started loading is not', () => {
    localStorage.setItem(
      'shop:sessionEvent',
      JSON.stringify({ kind: 'logout', at: performance.timeOrigin - 5_000, r: 0.5 }),
    );
    expect(sessionChangedSinceLoad()).toBe(false);
  });

  it('an unreadable stamp is ignored', () => {
    localStorage.setItem('shop:sessionEvent', '{not json');
    expect(sessionChangedSinceLoad()).toBe(false);
  });
});
