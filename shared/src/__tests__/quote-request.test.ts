import {
  cleanQuoteRequest, localIsoDate, quoteFieldOfPath, quoteLoadParams, readQuoteRequestBody, validateQuoteRequest, validateQuoteRequestField,
  type QuoteRequestValues,
} from '../contracts/quote-request';
import { quoteFailureOf } from '../ui/quote-request/quote-failure';

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

describe('the load of a quote request (container type, count, declared value)', () => {
  it('asks a count for a container type, a volume and no containers for packages, a type for a declared value', () => {
    expect(check({ containerType: '40HC' })).toEqual({});
    expect(check({ containerType: '40HC', containers: '' })).toEqual({ containers: 'required' });
    expect(check({ containerType: 'reefer', containers: '100' })).toEqual({ containers: 'range' });
    expect(check({ containerType: 'pkg' })).toEqual({ containers: 'notForPackages', volumeM3: 'required' });
    expect(check({ containerType: 'pkg', containers: '', volumeM3: '2.5' })).toEqual({});
    expect(check({ containerType: '20', mode: 'air', containers: '' })).toEqual({ containerType: 'notForMode' });
    expect(check({ containerType: 'tank' })).toEqual({ containerType: 'invalid' });
    expect(check({ value: '5000' })).toEqual({ containerType: 'required' });
    // Without a type nothing more is asked than before.
    expect(check({ containerType: '' })).toEqual({});
  });

  it('takes a declared value above zero and at most a billion, in a currency the site knows', () => {
    const typed = (change: Partial<QuoteRequestValues>) => check({ containerType: '40', ...change });
    expect(typed({ value: '٢٠٠٠٠', valueCur: 'eur' })).toEqual({});
    expect(typed({ value: '-1' })).toEqual({ value: 'range' });
    expect(typed({ value: '0' })).toEqual({ value: 'range' });
    expect(typed({ value: '1000000001' })).toEqual({ value: 'range' });
    expect(typed({ value: 'lots' })).toEqual({ value: 'invalid' });
    expect(typed({ value: '10', valueCur: 'XYZ' })).toEqual({ valueCur: 'invalid' });
    expect(typed({ value: '10', valueCur: 'EURO' })).toEqual({ valueCur: 'invalid' });
  });

  it('writes the load parameters the fields name, over what the priced load carried', () => {
    const values = { ...VALUES, containerType: '40HC', containers: '٢', value: '20000', valueCur: 'eur' };
    expect(quoteLoadParams(values, { n: '7', days: '10', l: '100' })).toEqual({ load: '40HC', n: '2', kg: '1200', value: '20000', valueCur: 'EUR', days: '10' });
    expect(quoteLoadParams({ ...VALUES, containerType: 'pkg', containers: '', volumeM3: '3' }, { n: '4' })).toEqual({ load: 'pkg', n: '4', kg: '1200', m3: '3' });
    expect(quoteLoadParams({ ...VALUES, containerType: '40', value: '10' })).toMatchObject({ valueCur: 'USD' });
    expect(quoteLoadParams(VALUES, { n: '4' })).toBeNull();
  });

  it('reads an API body: the 400 names the field where the body has it, and the form reads the same field back', () => {
    const body = { ...VALUES, weightKg: 1200, volumeM3: undefined, containers: undefined, readyDate: '2026-12-01' };
    const read = (load: Record<string, string>, change: object = {}) => readQuoteRequestBody({ ...body, ...change, load }, { today: TODAY });
    expect(read({ load: '40HC', n: '2', value: '900', valueCur: 'gbp' })).toMatchObject({
      values: { containers: '2', containerType: '40HC' },
      load: { type: '40HC', count: 2, kg: 1200, value: { amount: 900, currency: 'GBP' } },
    });
    const refusals: [Record<string, string>, string, string][] = [
      [{ load: '40' }, 'body/containers is required with a container type', 'containers'],
      [{ load: '40', n: '1', value: '-3' }, 'body/load/value must be above 0 and at most 1000000000', 'value'],
      [{ load: '40', n: '1', value: '3', valueCur: 'ABC' }, 'body/load/valueCur must be a 3-letter currency code the site knows', 'valueCur'],
      [{ load: 'box' }, 'body/load/load must be one of 20, 40, 40HC, reefer, pkg', 'containerType'],
    ];
    for (const [load, message, field] of refusals) {
      expect(read(load)).toEqual({ error: message });
      expect(quoteFailureOf(400, message)).toEqual({ kind: 'field', field });
    }
    expect(read({ load: '40', n: '1', days: '0' })).toEqual({ error: expect.stringMatching(/^body\/load\/days Invalid load: days/) });
    expect(quoteFailureOf(400, 'body/load/days Invalid load')).toEqual({ kind: 'invalid' });
    expect(quoteFieldOfPath('load/n')).toBe('containers');
  });
});
