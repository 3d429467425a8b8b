import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CURRENCY_CODES,
  SUPPORTED_LANGUAGES,
  currencySymbol,
  useCurrencyStore,
  type Language,
} from '@cargora/shared';
import { changeLanguage } from '../features/preferences/change-language';

const Compact = styled.select`
  min-height: 40px;
  max-width: 120px;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid rgb(255 255 255 / 35%);
  background: transparent;
  color: inherit;
  font: inherit;
  & option {
    color: #1d2330;
  }
`;

export function CurrencySelect({ id }: { id: string }) {
  const { t, i18n } = useTranslation('host');
  const currency = useCurrencyStore((s) => s.currency);
  const setCurrency = useCurrencyStore((s) => s.setCurrency);
  const options = useMemo(
    () => CURRENCY_CODES.map((code) => ({ code, symbol: currencySymbol(code, i18n.language) })),
    [i18n.language],
  );
  return (
    <Compact id={id} aria-label={t('topBar.currency')} value={currency} onChange={(e) => setCurrency(e.target.value)}>
      {options.map(({ code, symbol }) => (
        <option key={code} value={code}>
          {symbol === code ? code : `${code} (${symbol})`}
        </option>
      ))}
    </Compact>
  );
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

export function LanguageSelect({ id }: { id: string }) {
  const { t, i18n } = useTranslation('host');
  return (
    <Compact
      id={id}
      aria-label={t('topBar.language')}
      value={i18n.language}
      onChange={(e) => void changeLanguage(e.target.value as Language)}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </option>
      ))}
    </Compact>
  );
}
