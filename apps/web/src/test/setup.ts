import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Unmounting runs the effects a test's last render left pending, and a logged-in buyer's cart keeps a
// write not yet confirmed in browser storage (lib/cart): storage is cleared after the unmount, not before,
// so nothing of one test reaches the next. (A test file's own afterEach runs before this one.)
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// findBy*/waitFor give up after 1 s by default: on a busy machine (CI, parallel builds) a screen with a
// few mocked queries can take longer to settle. They still resolve as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs that Chakra/Ark UI and our scroll handling call.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo ??= vi.fn() as unknown as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();
