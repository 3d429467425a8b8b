import ar from '../../locales/ar/common.json';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { agentPlaceLine } from '../lib/place-labels';

const agent = {
  country: 'Germany',
  state: 'Hesse',
  city: 'Frankfurt',
  names: { country: 'ألمانيا', state: 'هسن', city: 'فرانكفورت' },
};

describe('agentPlaceLine', () => {
  it("joins the city, state and country, smallest first, with the language's separator", () => {
    expect(agentPlaceLine(agent, ar.agentCard.placeSeparator)).toBe('فرانكفورت، هسن، ألمانيا');
    const english = { ...agent, names: undefined };
    expect(agentPlaceLine(english, en.agentCard.placeSeparator)).toBe('Frankfurt, Hesse, Germany');
    expect(agentPlaceLine(english, fr.agentCard.placeSeparator)).toBe('Frankfurt, Hesse, Germany');
  });

  it('leaves out a place the agent has not given', () => {
    expect(agentPlaceLine({ country: 'Kenya', state: '', city: 'Mombasa' }, ', ')).toBe('Mombasa, Kenya');
  });

  it('does not repeat a state that is the city itself (Hamburg, Germany)', () => {
    expect(agentPlaceLine({ country: 'Germany', state: 'Hamburg', city: 'Hamburg' }, ', ')).toBe('Hamburg, Germany');
    const names = { country: 'ألمانيا', state: 'هامبورغ', city: 'هامبورغ' };
    expect(agentPlaceLine({ country: 'Germany', state: 'Hamburg', city: 'Hamburg', names }, '، ')).toBe('هامبورغ، ألمانيا');
  });
});

describe('agentPlaceLine: each place said once, each name wrapped', () => {
  it('does not repeat a city named like its country, nor a name that differs only by accents', () => {
    expect(agentPlaceLine({ country: 'Singapore', state: 'Central Region', city: 'Singapore' }, ', ')).toBe('Singapore, Central Region');
    expect(agentPlaceLine({ country: 'Brazil', state: 'Sao Paulo', city: 'São Paulo' }, ', ')).toBe('São Paulo, Brazil');
  });

  it('passes each name through `wrap` (a page isolates them) and leaves the separators outside', () => {
    expect(agentPlaceLine(agent, '، ', (name) => `[${name}]`)).toBe('[فرانكفورت]، [هسن]، [ألمانيا]');
  });
});
