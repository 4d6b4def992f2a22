import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

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
