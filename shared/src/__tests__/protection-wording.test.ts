// Cargora protection has one meaning (issue 49): cargo insurance on the declared value of the goods, premium = the
// service's rate of the declared value, at least USD 25. Every text the site shows (content pages, FAQ, help, blog,
// legal, every package's translations, the API's seeded descriptions) is read here: no sentence about protection may
// call it a payment held in escrow or a share of the price, and the pages that state the premium state the minimum
// the contract applies.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROTECTION_MINIMUM_USD } from '../contracts/protection';

const ROOT = process.env.PROTECTION_WORDING_ROOT ?? join(__dirname, '..', '..', '..');
const LOCALE_DIRS = ['shared/locales', 'host/public/locales', 'remote-catalog/public/locales', 'remote-content/public/locales', 'remote-directory/public/locales', 'remote-careers/public/locales'];

function filesUnder(dir: string, ext: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

/** Every string of a JSON translation file. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/** Each text the site shows, by file, split into sentences. */
function sentences(): { file: string; lang: string; sentence: string }[] {
  const texts: { file: string; lang: string; text: string }[] = [];
  for (const file of filesUnder(join(ROOT, 'content'), '.md')) {
    const lang = /\.(en|fr|ar)\.md$/.exec(file)?.[1] ?? 'en';
    texts.push({ file, lang, text: readFileSync(file, 'utf8') });
  }
  for (const dir of LOCALE_DIRS) {
    for (const file of filesUnder(join(ROOT, dir), '.json')) {
      const lang = /[/\\](en|fr|ar)[/\\]/.exec(file)?.[1] ?? 'en';
      for (const text of stringsOf(JSON.parse(readFileSync(file, 'utf8')))) texts.push({ file, lang, text });
    }
  }
  const kinds = join(ROOT, 'api/src/reference/service-kinds.ts');
  for (const [, text] of readFileSync(kinds, 'utf8').matchAll(/`([^`]*)`/g)) texts.push({ file: kinds, lang: /[\u0600-\u06ff]/.test(text!) ? 'ar' : 'en', text: text! });
  return texts.flatMap(({ file, lang, text }) =>
    text.split(/(?<=[.!?؟:;])\s+|\n+/).map((sentence) => ({ file: relative(ROOT, file), lang, sentence })),
  );
}

/** Per language: what names protection, and what would make it escrow or a share of the freight price. */
const RULES: Record<string, { protection: RegExp; wrong: RegExp[] }> = {
  en: {
    protection: /\bprotect(ion|ed)\b/i,
    wrong: [/\bescrow\b/i, /\b(held|hold|holding)\b/i, /\brelease[sd]?\b/i, /\bof the (freight )?price\b/i, /\bpercentage of the price\b/i],
  },
  fr: {
    protection: /\bprot(ection|égée?s?)\b/i,
    wrong: [/séquestre/i, /\bconserv(é|ée|és|ées|ons|er)\b/i, /\bbloqué\b/i, /\bversons\b/i, /\bdu prix\b/i],
  },
  ar: {
    protection: /حماية|المحمي|محمي/,
    wrong: [/نحتفظ|يُحتفظ|تُحتجز|يُحتجز|محجوز|نحوّل|ضمان الدفع/, /من السعر/],
  },
};

it('no text calls protection a payment held in escrow or a share of the price', () => {
  const wrong = sentences().filter(({ lang, sentence }) => {
    const rule = RULES[lang]!;
    return rule.protection.test(sentence) && rule.wrong.some((pattern) => pattern.test(sentence));
  });
  expect(wrong.map(({ file, sentence }) => `${file}: ${sentence.trim().slice(0, 160)}`)).toEqual([]);
});

it('the FAQ, the help article, the terms and the payments page state the premium the contract computes', () => {
  const minimum: Record<string, RegExp> = {
    en: new RegExp(`USD ${PROTECTION_MINIMUM_USD}\\b`),
    fr: new RegExp(`\\b${PROTECTION_MINIMUM_USD} USD`),
    ar: new RegExp(`${PROTECTION_MINIMUM_USD} دولاراً أمريكياً`),
  };
  const declared: Record<string, RegExp> = { en: /declared value/, fr: /valeur déclarée/, ar: /القيمة المصرّح بها/ };
  for (const lang of ['en', 'fr', 'ar']) {
    const content = JSON.parse(readFileSync(join(ROOT, `remote-content/public/locales/${lang}/content.json`), 'utf8')) as {
      securedPayments: { fees1: string; steps: { price: { body: string } } };
    };
    const pages = {
      faq: readFileSync(join(ROOT, `content/faqs/what-is-the-protection-fee.${lang}.md`), 'utf8'),
      help: readFileSync(join(ROOT, `content/help/shipping-customs/cargo-protection-explained.${lang}.md`), 'utf8'),
      terms: readFileSync(join(ROOT, `content/legal/terms-of-use.${lang}.md`), 'utf8'),
      payments: content.securedPayments.fees1,
      paymentsStep: content.securedPayments.steps.price.body,
    };
    for (const [page, text] of Object.entries(pages)) {
      expect(`${lang} ${page}: ${minimum[lang]!.test(text)} ${declared[lang]!.test(text)}`).toBe(`${lang} ${page}: true true`);
    }
  }
});

it('the price breakdown words the premium on the declared value, with the minimum of the contract filled in', () => {
  const declared: Record<string, RegExp> = { en: /declared value/, fr: /valeur déclarée/, ar: /القيمة المصرّح بها|قيمتها المصرّح بها/ };
  for (const lang of ['en', 'fr', 'ar']) {
    const catalog = JSON.parse(readFileSync(join(ROOT, `remote-catalog/public/locales/${lang}/catalog.json`), 'utf8')) as {
      detail: { breakdown: Record<string, string> };
    };
    const { fee, feeMinimum, needsValue, coverNote } = catalog.detail.breakdown;
    const wording = { fee, needsValue, coverNote };
    for (const [key, text] of Object.entries(wording)) expect(`${lang} ${key}: ${declared[lang]!.test(text ?? '')}`).toBe(`${lang} ${key}: true`);
    // The minimum is the contract's (PROTECTION_MINIMUM_USD, converted), never a number typed into a translation.
    for (const [key, text] of Object.entries({ feeMinimum, needsValue, coverNote })) {
      expect(`${lang} ${key}: ${(text ?? '').includes('{{minimum}}')} ${/\d/.test((text ?? '').replace(/\{\{\w+\}\}/g, ''))}`).toBe(`${lang} ${key}: true false`);
    }
  }
});

