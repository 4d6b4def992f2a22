import Papa from 'papaparse';
import { MAX_LINE_QUANTITY } from '../cart/line-availability.js';
import { QUICK_ORDER_MAX_LINES } from './quick-order-limits.js';

/**
 * The quick order's CSV upload (issue 19): a buyer's `sku,quantity` list, as a spreadsheet exports it.
 * - UTF-8 with or without a byte-order mark; cells separated by a comma, a semicolon or a tab (the
 *   separator is guessed from the file); the header row `sku,quantity` is optional (recognised by its
 *   first cell reading "sku"); blank rows are ignored.
 * - At most QUICK_ORDER_MAX_LINES lines of data: a longer file is refused as a whole, before any line is
 *   looked at, so a buyer never gets half a file added.
 * - A cell a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1`, `@SUM`) refuses its row: the
 *   file may have been tampered with, and we never guess what the buyer meant.
 * - Lines of the same SKU (compared without case) are merged, their quantities added.
 * Rows are numbered as the buyer's spreadsheet shows them (the header, when present, is row 1).
 */

/**
 * A quick order's text is at most this long: 500 lines of a long SKU and a quantity fit twice over, and
 * the request that carries it stays inside the gateway's body limit (100 KB, BODY_LIMIT) even when JSON
 * escapes every character twice; a longer file got 'Request body is too large' instead of this message.
 */
export const QUICK_ORDER_MAX_CSV_CHARS = 45_000;

export const QUICK_ORDER_CSV_MESSAGES = {
  empty: 'The file has no lines: put one SKU and quantity per line, such as "ABC-123,12"',
  tooManyLines: (count: number) =>
    `The file has ${count} lines; a quick order takes at most ${QUICK_ORDER_MAX_LINES}. Split it into smaller files.`,
  tooLong: 'The file is too large for a quick order',
  unreadable: 'The file could not be read as CSV: use one "sku,quantity" line per product',
} as const;

export const QUICK_ORDER_PROBLEM_REASONS = [
  'MISSING_SKU',
  'INVALID_QUANTITY',
  'FORMULA_CELL',
  'UNKNOWN_SKU',
  'SELECT_VARIANT',
  'OUT_OF_STOCK',
] as const;
export type QuickOrderProblemReason = (typeof QUICK_ORDER_PROBLEM_REASONS)[number];

export const QUICK_ORDER_PROBLEM_MESSAGES: Readonly<Record<QuickOrderProblemReason, string>> = {
  MISSING_SKU: 'No SKU on this line',
  // a bad quantity; a line with no quantity at all gets QUICK_ORDER_MISSING_QUANTITY_MESSAGE instead
  INVALID_QUANTITY: `The quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  FORMULA_CELL: 'This line holds a spreadsheet formula; type the SKU and quantity as plain text',
  // a hidden product reads like an unknown SKU: hidden must not be told apart from deleted
  UNKNOWN_SKU: 'No product with this SKU is sold in the shop',
  SELECT_VARIANT: 'This SKU names a product with variants: use the SKU of one variant',
  OUT_OF_STOCK: 'Out of stock',
};

/**
 * The message of a line without a quantity cell (`hello world`, `ABC-123,`): most often a line without
 * a separator, so it says what a line needs instead of calling an absent quantity a bad number. Its reason
 * stays INVALID_QUANTITY (the schema's enum has no reason of its own for it).
 */
export const QUICK_ORDER_MISSING_QUANTITY_MESSAGE =
  'No quantity on this line: put the SKU and its quantity separated by a comma, such as "ABC-123,12"';

export interface QuickOrderRequestLine {
  sku: string;
  quantity: number;
  /** the spreadsheet rows this line came from (several when duplicates were merged) */
  rows: number[];
}

export interface QuickOrderProblem {
  rows: number[];
  sku: string | null;
  quantity: number | null;
  reason: QuickOrderProblemReason;
  message: string;
}

export type QuickOrderCsvResult =
  { ok: true; lines: QuickOrderRequestLine[]; problems: QuickOrderProblem[] } | { ok: false; error: string };

/** a cell a spreadsheet would evaluate; a plain negative number ("-3") is a bad quantity, not a formula */
export function isFormulaCell(value: string): boolean {
  return /^[=+@\t\r]/.test(value) || /^-(?!\d+$)/.test(value);
}

function problem(
  reason: QuickOrderProblemReason,
  rows: number[],
  sku: string | null,
  quantity: number | null,
  message: string = QUICK_ORDER_PROBLEM_MESSAGES[reason],
): QuickOrderProblem {
  return { rows, sku, quantity, reason, message };
}

/** a whole quantity from its cell ("12", " 12 ", "12.0" read as 12), or null */
export function parseQuantityCell(value: string): number | null {
  const text = value.trim();
  if (!/^\d+(?:[.,]0+)?$/.test(text)) return null;
  const quantity = Number.parseInt(text, 10);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

function isHeaderRow(cells: readonly string[]): boolean {
  return /^\s*(sku|article|art\.?\s*no\.?|item)\s*$/i.test(cells[0] ?? '');
}

/** The upload read into request lines (duplicates merged) and the rows that could not be read. */
export function parseQuickOrderCsv(csv: string): QuickOrderCsvResult {
  if (csv.length > QUICK_ORDER_MAX_CSV_CHARS) return { ok: false, error: QUICK_ORDER_CSV_MESSAGES.tooLong };
  const text = csv.replace(/^\uFEFF/, '');
  // the separator is guessed over the non-blank lines (papaparse's guess fails on blank ones), then the
  // file is read with it, blank rows kept so the row numbers stay the spreadsheet's
  const { delimiter } = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    preview: 50,
  }).meta;
  const parsed = Papa.parse<string[]>(text, { delimiter });
  // papaparse reports a file without any separator as "UndetectableDelimiter"; one column is fine here
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) return { ok: false, error: QUICK_ORDER_CSV_MESSAGES.unreadable };
  // blank rows are dropped after numbering, so a row number stays the one the spreadsheet shows
  const rows = parsed.data
    .map((cells, index) => ({ cells: cells.map((cell) => String(cell)), row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const dataRows = rows.length > 0 && isHeaderRow(rows[0]!.cells) ? rows.slice(1) : rows;
  if (dataRows.length === 0) return { ok: false, error: QUICK_ORDER_CSV_MESSAGES.empty };
  if (dataRows.length > QUICK_ORDER_MAX_LINES)
    return { ok: false, error: QUICK_ORDER_CSV_MESSAGES.tooManyLines(dataRows.length) };
  return { ok: true, ...readLines(dataRows) };
}

/** request lines typed in the pad (or sent by an integrator): the same checks as a file's rows */
export function quickOrderLinesFromInput(input: readonly { sku: string; quantity: number }[]): {
  lines: QuickOrderRequestLine[];
  problems: QuickOrderProblem[];
} {
  return readLines(input.map((line, index) => ({ cells: [line.sku, String(line.quantity)], row: index + 1 })));
}

function readLines(rows: readonly { cells: string[]; row: number }[]): {
  lines: QuickOrderRequestLine[];
  problems: QuickOrderProblem[];
} {
  const bySku = new Map<string, QuickOrderRequestLine>();
  const problems: QuickOrderProblem[] = [];
  for (const { cells, row } of rows) {
    const skuCell = (cells[0] ?? '').trim();
    const quantityCell = (cells[1] ?? '').trim();
    // as read (a leading tab or CR) and as used (blanks and line breaks around the SKU are trimmed)
    if (cells.some((cell) => isFormulaCell(cell.trimEnd()) || isFormulaCell(cell.trim()))) {
      problems.push(problem('FORMULA_CELL', [row], null, null));
      continue;
    }
    if (!skuCell) {
      problems.push(problem('MISSING_SKU', [row], null, parseQuantityCell(quantityCell)));
      continue;
    }
    if (!quantityCell) {
      problems.push(problem('INVALID_QUANTITY', [row], skuCell, null, QUICK_ORDER_MISSING_QUANTITY_MESSAGE));
      continue;
    }
    const quantity = parseQuantityCell(quantityCell);
    if (quantity === null) {
      problems.push(problem('INVALID_QUANTITY', [row], skuCell, null));
      continue;
    }
    const key = skuCell.toLowerCase();
    const existing = bySku.get(key);
    if (existing) {
      // the sum as asked for: the plan lowers it to what a cart line holds, and says so
      existing.quantity += quantity;
      existing.rows.push(row);
    } else bySku.set(key, { sku: skuCell, quantity, rows: [row] });
  }
  return { lines: [...bySku.values()], problems };
}
