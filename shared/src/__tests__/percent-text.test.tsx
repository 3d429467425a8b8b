import { renderHook } from '@testing-library/react';
import { useFormatPercentText } from '../hooks/use-formatters';
import { setupTestI18n } from '../testing';

// French puts a (narrow) no-break space before the sign; Arabic keeps the number and sign left to right (marks).
const norm = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ').replace(/\u200e/g, '');

it.each([
  ['en', '2.5%', '2.5%'],
  ['en', '10%', '10%'],
  ['fr', '2.5%', '2,5 %'],
  ['fr', '0.5%', '0,5 %'],
  ['ar', '2.5%', '2.5%'],
])("in %s an agent's fee %s reads %s", async (lng, fee, shown) => {
  const i18n = await setupTestI18n(null, [], lng);
  try {
    const { result } = renderHook(() => useFormatPercentText());
    expect(norm(result.current(fee))).toBe(shown);
  } finally {
    await i18n.changeLanguage('en');
  }
});

it('gives back a text that is not a percentage as it is', async () => {
  await setupTestI18n(null, [], 'fr');
  const { result } = renderHook(() => useFormatPercentText());
  expect(result.current('')).toBe('');
  expect(result.current('about 2')).toBe('about 2');
});
