import { oneOf, parseId, parsePage } from '../lib/parse-params';

describe('URL parsing helpers', () => {
  it('reads a positive page number, else page 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const raw of [null, undefined, '', '0', '-2', '2.5', 'abc', '2abc']) expect(parsePage(raw)).toBe(1);
  });

  it('accepts ids of 1 to 9 digits without a leading zero', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('999999999')).toBe(999999999);
    for (const raw of [null, undefined, '', '0', '007', '1234567890', '-1', '1.5', 'abc'])
      expect(parseId(raw)).toBeNull();
  });

  it('keeps an allowed value and falls back otherwise', () => {
    const SORTS = ['newest', 'rating'] as const;
    expect(oneOf('rating', SORTS, 'newest')).toBe('rating');
    expect(oneOf('cheapest', SORTS, 'newest')).toBe('newest');
    expect(oneOf(null, SORTS, '')).toBe('');
  });
});
