import { describe, expect, it } from 'vitest';
import {
  isFormulaCell,
  parseQuickOrderCsv,
  QUICK_ORDER_CSV_MESSAGES,
  QUICK_ORDER_MAX_CSV_CHARS,
  QUICK_ORDER_MISSING_QUANTITY_MESSAGE,
  QUICK_ORDER_PROBLEM_MESSAGES,
  quickOrderLinesFromInput,
} from './quick-order-csv.js';
import { QUICK_ORDER_MAX_LINES } from './quick-order-limits.js';

function ok(csv: string) {
  const result = parseQuickOrderCsv(csv);
  if (!result.ok) throw new Error(`expected a parsed file, got: ${result.error}`);
  return result;
}

describe('parseQuickOrderCsv', () => {
  it('reads comma-separated lines with a header', () => {
    const result = ok('sku,quantity\r\nABC-1,12\r\nABC-2,3\r\n');
    expect(result.lines).toEqual([
      { sku: 'ABC-1', quantity: 12, rows: [2] },
      { sku: 'ABC-2', quantity: 3, rows: [3] },
    ]);
    expect(result.problems).toEqual([]);
  });

  it('reads a file without a header, numbering rows from 1', () => {
    expect(ok('ABC-1,12\nABC-2,3').lines).toEqual([
      { sku: 'ABC-1', quantity: 12, rows: [1] },
      { sku: 'ABC-2', quantity: 3, rows: [2] },
    ]);
  });

  it('drops a UTF-8 byte-order mark (Excel) so the header is still recognised', () => {
    const result = ok('\uFEFFSKU;Quantity\nABC-1;4\n');
    expect(result.lines).toEqual([{ sku: 'ABC-1', quantity: 4, rows: [2] }]);
  });

  it('reads semicolon-separated lines (European Excel)', () => {
    expect(ok('ABC-1;4\nABC-2;5\n').lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['ABC-1', 4],
      ['ABC-2', 5],
    ]);
  });

  it('reads tab-separated lines (pasted from a spreadsheet)', () => {
    expect(ok('sku\tquantity\nABC-1\t4\nÉCO-2\t5\n').lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['ABC-1', 4],
      ['ÉCO-2', 5],
    ]);
  });

  it('keeps row numbers of the spreadsheet when blank rows are skipped', () => {
    const result = ok('ABC-1,1\n\n,\nABC-2,x\n');
    expect(result.problems).toEqual([expect.objectContaining({ reason: 'INVALID_QUANTITY', rows: [4], sku: 'ABC-2' })]);
  });

  it('merges duplicate SKUs (any case), adding the quantities and keeping every row', () => {
    const result = ok('abc-1,2\nABC-2,1\nABC-1,3\n');
    expect(result.lines).toEqual([
      { sku: 'abc-1', quantity: 5, rows: [1, 3] },
      { sku: 'ABC-2', quantity: 1, rows: [2] },
    ]);
  });

  it('lists bad quantities and missing SKUs as problems of their rows', () => {
    const result = ok('ABC-1,0\nABC-2,-3\nABC-3,2.5\n,4\nABC-4,10000\nABC-5,6.0\n');
    expect(result.problems.map((p) => [p.reason, p.rows[0]])).toEqual([
      ['INVALID_QUANTITY', 1],
      ['INVALID_QUANTITY', 2],
      ['INVALID_QUANTITY', 3],
      ['MISSING_SKU', 4],
      ['INVALID_QUANTITY', 5],
    ]);
    expect(result.lines).toEqual([{ sku: 'ABC-5', quantity: 6, rows: [6] }]);
  });

  it('says a line without a quantity has none, instead of calling it a bad number', () => {
    const missing = { reason: 'INVALID_QUANTITY', quantity: null, message: QUICK_ORDER_MISSING_QUANTITY_MESSAGE };
    // one column: no separator anywhere in the file
    expect(ok('hello world\n').problems).toEqual([{ ...missing, rows: [1], sku: 'hello world' }]);
    // one line without a separator in a comma-separated file, and one with an empty quantity cell
    const result = ok('ABC-1,2\nABC-2 5\nABC-3,\nABC-4,0\n');
    expect(result.lines).toEqual([{ sku: 'ABC-1', quantity: 2, rows: [1] }]);
    expect(result.problems).toEqual([
      { ...missing, rows: [2], sku: 'ABC-2 5' },
      { ...missing, rows: [3], sku: 'ABC-3' },
      // a quantity that is there but wrong keeps the whole-number message
      {
        reason: 'INVALID_QUANTITY',
        rows: [4],
        sku: 'ABC-4',
        quantity: null,
        message: QUICK_ORDER_PROBLEM_MESSAGES.INVALID_QUANTITY,
      },
    ]);
    expect(QUICK_ORDER_MISSING_QUANTITY_MESSAGE).toBe(
      'No quantity on this line: put the SKU and its quantity separated by a comma, such as "ABC-123,12"',
    );
  });

  it('refuses a row holding a formula such as =HYPERLINK(...), never reading its SKU', () => {
    const result = ok('ABC-1,2\n"=HYPERLINK(""http://evil.example"",""ABC-2"")",3\nABC-3,@SUM(1)\n');
    expect(result.lines).toEqual([{ sku: 'ABC-1', quantity: 2, rows: [1] }]);
    expect(result.problems).toEqual([
      expect.objectContaining({ reason: 'FORMULA_CELL', rows: [2], sku: null }),
      expect.objectContaining({ reason: 'FORMULA_CELL', rows: [3], sku: null }),
    ]);
    expect(result.problems[0]!.message).toMatch(/formula/);
  });

  it('sees a formula behind blanks or a line break, as the SKU would be read', () => {
    const result = ok(' =HYPERLINK(1),2\n"\n=cmd",1\nABC-1, -3\n');
    expect(result.problems).toEqual([
      expect.objectContaining({ reason: 'FORMULA_CELL', rows: [1], sku: null }),
      expect.objectContaining({ reason: 'FORMULA_CELL', rows: [2], sku: null }),
      // a negative quantity is a bad quantity, not a formula
      expect.objectContaining({ reason: 'INVALID_QUANTITY', rows: [3], sku: 'ABC-1' }),
    ]);
  });

  it(`accepts ${QUICK_ORDER_MAX_LINES} lines after a header and refuses ${QUICK_ORDER_MAX_LINES + 1}`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `SKU-${i},1`).join('\n');
    expect(ok(`sku,quantity\n${lines(QUICK_ORDER_MAX_LINES)}`).lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parseQuickOrderCsv(`sku,quantity\n${lines(QUICK_ORDER_MAX_LINES + 1)}`)).toEqual({
      ok: false,
      error: QUICK_ORDER_CSV_MESSAGES.tooManyLines(501),
    });
    expect(QUICK_ORDER_CSV_MESSAGES.tooManyLines(501)).toBe(
      'The file has 501 lines; a quick order takes at most 500. Split it into smaller files.',
    );
  });

  it('refuses an empty file and one holding only a header', () => {
    expect(parseQuickOrderCsv('')).toEqual({ ok: false, error: QUICK_ORDER_CSV_MESSAGES.empty });
    expect(parseQuickOrderCsv('\uFEFFsku,quantity\r\n')).toEqual({ ok: false, error: QUICK_ORDER_CSV_MESSAGES.empty });
  });

  it('refuses a file far larger than 500 lines could be', () => {
    expect(parseQuickOrderCsv('x'.repeat(QUICK_ORDER_MAX_CSV_CHARS + 1))).toEqual({
      ok: false,
      error: QUICK_ORDER_CSV_MESSAGES.tooLong,
    });
  });
});

describe('isFormulaCell', () => {
  it('tells formulas from negative numbers and plain text', () => {
    expect(['=1+1', '+31', '@A1', '-A1', '\tX'].map(isFormulaCell)).toEqual([true, true, true, true, true]);
    expect(['-3', 'ABC-1', '12', ''].map(isFormulaCell)).toEqual([false, false, false, false]);
  });
});

describe('quickOrderLinesFromInput', () => {
  it('checks typed lines like file rows, numbered from 1', () => {
    expect(
      quickOrderLinesFromInput([
        { sku: 'ABC-1', quantity: 2 },
        { sku: ' abc-1 ', quantity: 1 },
        { sku: 'ABC-2', quantity: 0 },
      ]),
    ).toEqual({
      lines: [{ sku: 'ABC-1', quantity: 3, rows: [1, 2] }],
      problems: [expect.objectContaining({ reason: 'INVALID_QUANTITY', rows: [3], sku: 'ABC-2' })],
    });
  });
});
