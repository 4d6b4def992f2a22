/**
 * Images the visitor is likely to see next (the catalogue's next page), loaded while the browser is
 * idle and held here until the next call: the page's <img> elements for them then get the loaded,
 * decoded image from the browser's memory cache as they are created. Without this, the "Page 2" tap's
 * first frame was followed by the eight new images' requests, and each answer's parsing (the demo
 * images are SVG documents) took the main thread before the next frame (issue 13).
 */
const held = new Map<string, HTMLImageElement>();

export function preloadImages(sources: readonly (string | null | undefined)[]): void {
  if (typeof Image === 'undefined') return;
  const wanted = new Set(sources.filter((src): src is string => Boolean(src)));
  // the previous batch is on screen now or no longer wanted: its <img> elements hold what they show
  for (const src of held.keys()) if (!wanted.has(src)) held.delete(src);
  for (const src of wanted) {
    if (held.has(src)) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = src;
    // decoded ahead too, off the tap's path; a broken image is the page's to show, not an error here
    if (typeof image.decode === 'function') image.decode().catch(() => undefined);
    held.set(src, image);
  }
}

/** the images held right now (tests) */
export function heldImages(): string[] {
  return [...held.keys()];
}
