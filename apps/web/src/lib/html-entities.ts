// The storefront's stand-in for the `he` package (vite.config.ts and vitest.config.mts alias `he` to
// this file). @shop/domain decodes entities with `he`, whose entity table weighs ~24 kB brotli; the
// browser already carries the HTML standard's decoder, so the web app borrows it instead.
//
// Each run that can be a character reference ("&amp;", "&#8211;", "&#x41", legacy "&copy" without
// a semicolon) is parsed as the text of a <textarea> (RCDATA: references are decoded, tags are not
// parsed) in an inert document (no scripts run, nothing loads). Everything else is left as it is, so
// the result matches `he.decode` (text content, not attribute values).

const REFERENCE = /&(?:#x?[\da-f]+|[a-z\d]+);?/gi;

let area: HTMLTextAreaElement | undefined;

function decodeReference(reference: string): string {
  area ??= document.implementation.createHTMLDocument('').createElement('textarea');
  area.innerHTML = reference;
  return area.value;
}

/** Decodes HTML character references like `he.decode(text)`. */
export function decode(text: string): string {
  return text.includes('&') ? text.replace(REFERENCE, decodeReference) : text;
}

export default { decode };
