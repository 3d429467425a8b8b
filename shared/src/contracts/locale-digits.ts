// Numbers as visitors type them: Arabic pages show Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩), Persian and Urdu keyboards type the
// extended forms (۰۱۲…), and Arabic uses its own decimal (٫) and thousands (٬) separators. A numeric field accepts all
// of them, on the page and on the server, and reads them as the ASCII number they are.

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** `text` with every Arabic-Indic and extended Arabic-Indic digit as its ASCII digit and Arabic separators as ASCII. */
export function toAsciiDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) out += String(code - ARABIC_INDIC_ZERO);
    else if (code >= EXTENDED_ARABIC_INDIC_ZERO && code <= EXTENDED_ARABIC_INDIC_ZERO + 9)
      out += String(code - EXTENDED_ARABIC_INDIC_ZERO);
    else if (char === '\u066b') out += '.'; // ARABIC DECIMAL SEPARATOR
    else if (char === '\u066c') out += ','; // ARABIC THOUSANDS SEPARATOR
    else out += char;
  }
  return out;
}

/**
 * The number a visitor typed, in any of the digit sets above, with optional thousands separators (`,`, `٬`, spaces,
 * no-break spaces) and `.` or `٫` as the decimal point; `undefined` when the text is empty or not a finite number.
 * A comma followed by exactly 1–2 digits at the end (French "12,5") is read as the decimal point.
 */
export function parseLocaleNumber(text: string): number | undefined {
  let ascii = toAsciiDigits(text).trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!ascii) return undefined;
  if (/^[-+]?\d+,\d{1,2}$/.test(ascii)) ascii = ascii.replace(',', '.');
  else ascii = ascii.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(ascii)) return undefined;
  const value = Number(ascii);
  return Number.isFinite(value) ? value : undefined;
}
