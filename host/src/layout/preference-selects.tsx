import styled from 'styled-components';
import { SUPPORTED_LANGUAGES, type Language } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { shape } from '@cargora/shared/runtime';
import { useChangeLanguage } from '../features/preferences/change-language';

const Compact = styled.select`
  min-height: 40px;
  max-width: 120px;
  padding: 6px 8px;
  border-radius: ${shape.radius}px;
  border: 1px solid rgb(255 255 255 / 35%);
  background: transparent;
  color: inherit;
  font: inherit;
  & option {
    color: #1d2330;
  }
`;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

export function LanguageSelect({ id }: { id: string }) {
  const { t, i18n } = useTranslation('host');
  const changeLanguage = useChangeLanguage();
  return (
    <Compact
      id={id}
      aria-label={t('topBar.language')}
      value={i18n.language}
      onChange={(e) => changeLanguage(e.target.value as Language)}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </option>
      ))}
    </Compact>
  );
}
