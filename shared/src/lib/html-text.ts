// Text into HTML the server writes by hand (the document's head, its JSON state): escaped so it stays text.

/** Text for an element's content or a double-quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script>: nothing in it can close the element. */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
