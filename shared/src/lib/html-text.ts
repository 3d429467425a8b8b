// Text into HTML the server writes by hand (the document's head, its JSON state): escaped so it stays text.

/** Text for an element's content or a double-quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
/**
 * JSON inside a <script>: nothing in it can close the element. One pass over the text (a page's state is tens of KB,
 * made for every render).
 */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => IN_SCRIPT[c]!);
