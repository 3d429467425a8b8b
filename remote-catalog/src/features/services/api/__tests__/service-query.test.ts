// The list's order in the URL: by relevance while searching for words (the API's default then), newest otherwise;
// a default order is left out of the address, and relevance is offered only with words to rank by.
import { applyQueryPatch, isPriceBoundInvalid, isPriceRangeInverted, parseServiceQuery, priceBound, sortsFor } from '../service-query';

describe('the sort order in the URL', () => {
  it('defaults to relevance with words and to newest without', () => {
    expect(parseServiceQuery(new URLSearchParams('q=reefer')).sort).toBe('relevance');
    expect(parseServiceQuery(new URLSearchParams('')).sort).toBe('newest');
    expect(parseServiceQuery(new URLSearchParams('q=reefer&sort=price_asc')).sort).toBe('price_asc');
    // Relevance without words has nothing to rank: the newest first.
    expect(parseServiceQuery(new URLSearchParams('sort=relevance')).sort).toBe('newest');
  });

  it('offers relevance only while searching', () => {
    expect(sortsFor(true)).toContain('relevance');
    expect(sortsFor(false)).not.toContain('relevance');
    expect(sortsFor(false)).toContain('newest');
  });

  it('leaves the default order out of the address', () => {
    expect(applyQueryPatch(new URLSearchParams('q=reefer'), { sort: 'relevance' }).toString()).toBe('q=reefer');
    expect(applyQueryPatch(new URLSearchParams(''), { sort: 'newest' }).toString()).toBe('');
    expect(applyQueryPatch(new URLSearchParams('q=reefer'), { sort: 'newest' }).toString()).toBe('q=reefer&sort=newest');
    // Clearing the words drops an order that only meant something with them.
    expect(applyQueryPatch(new URLSearchParams('q=reefer&sort=relevance'), { q: '' }).get('sort')).toBeNull();
  });
});

describe('price bounds typed in any digits', () => {
  it('reads Arabic-Indic digits and separators as the ASCII amount, from the URL too', () => {
    expect(priceBound('١٢٠٠')).toBe('1200');
    expect(priceBound('۱۵۰٫۵')).toBe('150.5');
    const query = parseServiceQuery(new URLSearchParams('minPrice=%D9%A1%D9%A2%D9%A0%D9%A0&maxPrice=5000&currency=USD'));
    expect(query.minPrice).toBe('1200');
    expect(query.maxPrice).toBe('5000');
  });

  it('sets aside what is not an amount, and compares bounds in any digits', () => {
    expect(priceBound('cheap')).toBe('');
    expect(priceBound('-5')).toBe('');
    expect(isPriceBoundInvalid('cheap')).toBe(true);
    expect(isPriceBoundInvalid('')).toBe(false);
    expect(isPriceRangeInverted('٥٠٠', '١٠٠')).toBe(true);
    expect(isPriceRangeInverted('١٠٠', '500')).toBe(false);
  });
});
