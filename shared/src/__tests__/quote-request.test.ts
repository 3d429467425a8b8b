import { cleanQuoteRequest, localIsoDate, validateQuoteRequest, validateQuoteRequestField, type QuoteRequestValues } from '../contracts/quote-request';

const TODAY = '2026-11-23';
const VALUES: QuoteRequestValues = {
  mode: 'sea', origin: 'Rotterdam', destination: 'Shanghai', readyDate: '2026-12-01', cargo: 'Machine parts',
  weightKg: '1200', volumeM3: '', containers: '2', incoterm: '', name: ' Ada ', email: 'Ada@Example.com', message: '',
};
const check = (change: Partial<QuoteRequestValues>) => validateQuoteRequest({ ...VALUES, ...change }, { today: TODAY });

describe('quote request rules', () => {
  it('accepts a complete form and cleans it for the API', () => {
    expect(check({})).toEqual({});
    expect(cleanQuoteRequest(VALUES)).toMatchObject({ name: 'Ada', email: 'ada@example.com', weightKg: 1200, volumeM3: null, containers: 2, incoterm: null });
    expect(cleanQuoteRequest({ ...VALUES, mode: 'air', containers: '' }).containers).toBeNull();
  });

  it('gives one code per wrong field, text or number input alike', () => {
    expect(check({ mode: '', origin: 'x', readyDate: '2026-11-22', weightKg: 'heavy', containers: 0.5, incoterm: 'ABC' })).toEqual({
      mode: 'required', origin: 'length', readyDate: 'past', weightKg: 'invalid', containers: 'invalid', incoterm: 'invalid',
    });
    expect(check({ readyDate: TODAY })).toEqual({});
    expect(check({ readyDate: '2026-02-30' }).readyDate).toBe('invalid');
    expect(check({ readyDate: '2028-01-01' }).readyDate).toBe('tooFar');
    expect(check({ weightKg: 0 }).weightKg).toBe('range');
    expect(check({ weightKg: '' }).weightKg).toBe('required');
    expect(check({ mode: 'road' }).containers).toBe('notForMode');
    expect(validateQuoteRequestField('containers', { ...VALUES, mode: 'road', containers: '' }, { today: TODAY })).toBeUndefined();
  });

  it('reads numbers typed with Arabic-Indic digits and separators, as an Arabic keyboard types them', () => {
    expect(check({ weightKg: '١٢٠٠', volumeM3: '٣٫٥', containers: '٢' })).toEqual({});
    expect(cleanQuoteRequest({ ...VALUES, weightKg: '١٬٢٠٠', volumeM3: '٣٫٥', containers: '۲' })).toMatchObject({ weightKg: 1200, volumeM3: 3.5, containers: 2 });
    expect(check({ weightKg: '١٢ كغ' }).weightKg).toBe('invalid');
  });

  it('names the local date', () => {
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
