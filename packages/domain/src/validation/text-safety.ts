/**
 * Characters no text a person types into the shop may carry: they break storage (PostgreSQL refuses
 * NUL in text), spoof what a reader sees (bidirectional overrides turn "txt.exe" into "exe.txt"),
 * inject headers (CR/LF in a mail subject) or hide a blank value (a name of zero-width spaces).
 * One rule for the web forms and the gateway: the zod schemas in schemas.ts refine with it.
 */

export const TEXT_MESSAGES = {
  invalidCharacters: 'This field contains characters that are not allowed',
  singleLine: 'This field must be a single line',
} as const;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this rule is about
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069) */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** characters that take no room: zero-width space/joiners, direction marks, word joiner, BOM, soft hyphen */
// (U+034F, the combining grapheme joiner, outside the class: eslint reads it as joined to its neighbour)
const INVISIBLE = /\u034f|[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;
// eslint-disable-next-line no-control-regex -- see above
const UNSAFE_GLOBAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * True when `text` holds a C0/C1 control character, DEL or a bidi override/isolate. Tab, LF and CR
 * are allowed only in multi-line text (a message, a comment, an address); in a single-line field
 * (a name, a subject) they are refused too.
 */
export function hasUnsafeCharacters(text: string, options: { multiline: boolean }): boolean {
  if (CONTROL_EXCEPT_LINE_BREAKS.test(text) || BIDI_CONTROLS.test(text)) return true;
  return !options.multiline && LINE_BREAK_OR_TAB.test(text);
}

/** True when `text` holds a line break (CR or LF) or a tab. */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAK_OR_TAB.test(text);
}

/** Length of `text` without the characters that take no room (zero-width spaces and the like). */
export function visibleLength(text: string): number {
  return text.replace(INVISIBLE, '').length;
}

/**
 * For inputs that are never stored and may simply be cleaned (a search box): control and bidi
 * characters removed, tabs and line breaks become spaces.
 */
export function stripUnsafeCharacters(text: string): string {
  return text.replace(/[\t\n\r]/g, ' ').replace(UNSAFE_GLOBAL, '');
}
