import { useState, type FormEvent } from 'react';
import { useLocation } from '@cargora/shared/router';
import styled from 'styled-components';
import { SUPPORTED_LANGUAGES, type Language } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useChangeLanguage } from '../features/preferences/change-language';
import { CurrencyPicker, topBarControl } from './currency-picker';

const Compact = styled.select`
  ${topBarControl}
  max-width: 120px;
  & option {
    color: #1d2330;
  }
`;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** Where the preferences form goes without JavaScript (host/server/host-server.ts: sets the cookie, back to `back`). */
export const PREFERENCES_PATH = '/preferences';

const Apply = styled.button`
  ${topBarControl}
  cursor: pointer;
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/**
 * The language list: choosing one changes nothing until the visitor applies it (WCAG 3.2.2: ArrowDown on a focused
 * select must not switch the site), with the form's button or Enter.
 */
export function LanguageSelect({ id, value, onChange }: { id: string; value: Language; onChange: (lng: Language) => void }) {
  const { t } = useTranslation('host');
  return (
    <Compact id={id} name="lang" aria-label={t('topBar.language')} value={value} onChange={(e) => onChange(e.target.value as Language)}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </option>
      ))}
    </Compact>
  );
}

/**
 * The visitor's currency and language, as a GET form to PREFERENCES_PATH: without JavaScript the server stores them
 * and sends the visitor back to the page; with it, the currency applies when one is chosen in its list and the
 * language when the form is applied (the button, or Enter in the list).
 */
export function PreferencesForm({ idSuffix }: { idSuffix: string }) {
  const { t, i18n } = useTranslation('host');
  const location = useLocation();
  const changeLanguage = useChangeLanguage();
  const [language, setLanguage] = useState<Language>(i18n.language as Language);
  // The shown language follows the site's when it changes elsewhere (another tab, the drawer's form).
  const [shown, setShown] = useState(i18n.language);
  if (shown !== i18n.language) {
    setShown(i18n.language);
    setLanguage(i18n.language as Language);
  }
  const back = `${location.pathname}${location.search}`;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (language !== i18n.language) changeLanguage(language);
  };
  return (
    <Form method="get" action={PREFERENCES_PATH} onSubmit={apply} aria-label={t('topBar.preferences')}>
      <input type="hidden" name="back" value={back} />
      <CurrencyPicker id={`currency-${idSuffix}`} />
      <LanguageSelect id={`language-${idSuffix}`} value={language} onChange={setLanguage} />
      <Apply type="submit">{t('topBar.applyPreferences')}</Apply>
    </Form>
  );
}
