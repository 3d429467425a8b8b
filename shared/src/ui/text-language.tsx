// Texts from the API carry the language they are in (`lang`). When it is not the page's (an English fallback, a review
// written in another language), the text is marked with its own language (screen readers pronounce it right, the
// browser picks the right fonts) and a short note says so.
import { useTranslation } from '@cargora/shared/translation';
import { displayNames } from '@cargora/shared/runtime';
import { Text } from './primitives';

/** The page's language, as i18next has it (en, fr or ar). */
function usePageLanguage(): string {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';
}

/** `{ lang }` for the element holding a text in another language than the page's; nothing otherwise. */
export function useTextLanguage(textLang: string | undefined): { lang?: string } {
  const page = usePageLanguage();
  return textLang && textLang !== page ? { lang: textLang } : {};
}

/** Language names (the same object every call: intl-formats finds the formatter by it). */
const LANGUAGE_NAMES: Intl.DisplayNamesOptions = { type: 'language' };

/** A language's name in the page's language ("anglais", "الإنجليزية"). */
export function useLanguageName(): (lang: string) => string {
  const page = usePageLanguage();
  return (lang) => {
    try {
      return displayNames(page, LANGUAGE_NAMES).of(lang) ?? lang;
    } catch {
      return lang;
    }
  };
}

/**
 * "Not yet translated: shown in English." for content the API had only in another language (`kind="fallback"`), or
 * "Written in French" for what a person wrote in their own language (`kind="written"`). Nothing when the text is in
 * the page's language.
 */
export function TextLanguageNote({ lang, kind = 'fallback' }: { lang: string | undefined; kind?: 'fallback' | 'written' }) {
  const { t } = useTranslation('common');
  const page = usePageLanguage();
  const languageName = useLanguageName();
  if (!lang || lang === page) return null;
  return (
    <Text role="note" $variant="fm-p3" $muted data-testid="language-note">
      {t(kind === 'written' ? 'textLanguage.written' : 'textLanguage.fallback', { language: languageName(lang) })}
    </Text>
  );
}

/** What a person wrote (a review), as written: marked with its language and labelled when it is not the page's. */
export function WrittenText({ text, lang, style }: { text: string; lang: string | undefined; style?: React.CSSProperties }) {
  const own = useTextLanguage(lang);
  return (
    <>
      <Text dir="auto" style={style} {...own}>
        {text}
      </Text>
      <TextLanguageNote lang={lang} kind="written" />
    </>
  );
}
