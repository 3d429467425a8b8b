import { act, render as plainRender, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../theme/theme';
import { i18next } from '../i18n/i18n';
import { setupTestI18n } from '../testing';
import { TextLanguageNote, WrittenText } from '../ui/text-language';

const render = (ui: React.ReactElement) => {
  const result = plainRender(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);
  return { rerender: (next: React.ReactElement) => result.rerender(<ThemeProvider theme={createTheme()}>{next}</ThemeProvider>) };
};

beforeAll(() => setupTestI18n(null, [], 'en'));
afterEach(() => act(() => void i18next.changeLanguage('en')));

describe('texts in another language than the page’s', () => {
  it('a review written in French is marked and labelled on an English page, not on a French one', async () => {
    const { rerender } = render(<WrittenText text="Très bon suivi." lang="fr" />);
    expect(screen.getByText('Très bon suivi.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('note')).toHaveTextContent('Written in French');
    await act(() => i18next.changeLanguage('fr'));
    rerender(<WrittenText text="Très bon suivi." lang="fr" />);
    expect(screen.getByText('Très bon suivi.')).not.toHaveAttribute('lang');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('an English fallback on an Arabic page says so in Arabic', async () => {
    await act(() => i18next.changeLanguage('ar'));
    render(<TextLanguageNote lang="en" />);
    expect(screen.getByRole('note')).toHaveTextContent('غير متوفر بلغتك بعد: معروض باللغة الإنجليزية.');
  });
});
