import { describe, expect, it } from 'vitest';
import { isOrderReference, orderReference } from './order-reference.js';

describe('the public order reference', () => {
  it('is the order number, whatever the internal id', () => {
    expect(orderReference({ id: '1', number: '1001' })).toBe('1001');
    expect(orderReference({ id: '723', number: 'GL-5001' })).toBe('GL-5001');
  });

  it('falls back to the id when a store gives no number', () => {
    expect(orderReference({ id: '723', number: '' })).toBe('723');
    expect(orderReference({ id: '723', number: null })).toBe('723');
  });

  it.each(['1001', 'GL-5001', 'wc_77'])('accepts %s as a reference', (ref) => {
    expect(isOrderReference(ref)).toBe(true);
  });

  it.each(['', 'not valid!', '#1001', '1001/2', 'x'.repeat(65), "' OR 1=1--"])('refuses %j', (ref) => {
    expect(isOrderReference(ref)).toBe(false);
  });
});
