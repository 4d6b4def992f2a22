import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldImages, preloadImages } from './preload-images';

afterEach(() => {
  preloadImages([]);
  vi.restoreAllMocks();
});

describe('preloadImages', () => {
  it('loads each image once and holds it until the next batch', () => {
    const loaded: string[] = [];
    const setSrc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!.set!;
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value) {
      loaded.push(value);
      setSrc.call(this, value);
    });
    preloadImages(['/media/a.svg', '/media/b.svg', null, undefined, '/media/a.svg']);
    expect(loaded).toEqual(['/media/a.svg', '/media/b.svg']);
    expect(heldImages()).toEqual(['/media/a.svg', '/media/b.svg']);

    // the next page's: what is already held is not asked for again, the rest is let go
    preloadImages(['/media/b.svg', '/media/c.svg']);
    expect(loaded).toEqual(['/media/a.svg', '/media/b.svg', '/media/c.svg']);
    expect(heldImages()).toEqual(['/media/b.svg', '/media/c.svg']);
  });
});
