// How a search term and a name are compared in every language the site serves: lower case, accents and Arabic
// diacritics removed, Arabic letter variants folded, punctuation to spaces. "Chine", "chine", "CHINE" match; so do
// "Etats-Unis" and "États-Unis", "الإمارات" and "الامارات".

const ARABIC_DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** The comparable form of a text (names, search terms). Apply it to both sides. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
