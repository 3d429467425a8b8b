/** What the careers form's CV upload accepts, told by content (file-type), whatever the file is called. */
import { Zip, ZipDeflate, strToU8, zipSync } from 'fflate';
import { sniffCv } from '../src/plugins/app/applications/file-sniffer';
import { DOCX, PDF, PNG, zip } from './helpers';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const contentTypes = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const BODY = `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:p><w:r><w:t>Ten years of freight forwarding.</w:t></w:r></w:p>'.repeat(200)}</w:body></w:document>`;
const parts = (main = WORD_MAIN) => ({
  '[Content_Types].xml': contentTypes(main),
  '_rels/.rels': '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'word/document.xml': BODY,
});

/** Deflated entries with their sizes in each local header, as most writers (Word among them) lay them out. */
const deflated = (entries: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))));

/** A streaming writer's zip: sizes unknown up front, so each entry ends with a data descriptor (flag bit 3). */
async function streamed(entries: Record<string, string>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  await new Promise<void>((resolve, reject) => {
    const archive = new Zip((err, data, final) => {
      if (err) return reject(err);
      chunks.push(data);
      if (final) resolve();
    });
    for (const [name, text] of Object.entries(entries)) {
      const entry = new ZipDeflate(name, { level: 6 });
      archive.add(entry);
      entry.push(strToU8(text), true);
    }
    archive.end();
  });
  return Buffer.concat(chunks);
}

describe('sniffCv', () => {
  it('takes a PDF, a legacy Word (OLE2) file and a DOCX, naming each by its format', async () => {
    expect(await sniffCv(PDF)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    expect(await sniffCv(ole)).toEqual({ ext: 'doc', mime: 'application/msword' });
    expect(await sniffCv(DOCX)).toEqual({ ext: 'docx', mime: DOCX_MIME });
  });

  it('takes a DOCX written by a zip library, deflated, and streamed with data descriptors', async () => {
    expect(await sniffCv(deflated(parts()))).toEqual({ ext: 'docx', mime: DOCX_MIME });
    const stream = await streamed(parts());
    expect(stream.readUInt16LE(6) & 0x08).toBe(0x08); // the general-purpose flag says: data descriptor follows
    expect(await sniffCv(stream)).toEqual({ ext: 'docx', mime: DOCX_MIME });
  });

  it('refuses a renamed executable, image or plain zip, whatever its name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400)]);
    expect(await sniffCv(exe)).toBeNull();
    expect(await sniffCv(PNG)).toBeNull();
    expect(await sniffCv(zip({ 'a.txt': 'hello' }))).toBeNull();
    expect(await sniffCv(deflated({ 'setup.exe': 'MZ'.padEnd(4000, '\0') }))).toBeNull();
    expect(await sniffCv(Buffer.from('plain text, not a CV'))).toBeNull();
    expect(await sniffCv(Buffer.alloc(0))).toBeNull();
  });

  it('refuses Office files that are not a Word document, and macro-enabled Word (.docm)', async () => {
    const sheet = { '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'), 'xl/workbook.xml': '<workbook/>' };
    expect(await sniffCv(deflated(sheet))).toBeNull();
    expect(await sniffCv(deflated(parts('application/vnd.ms-word.document.macroEnabled.main+xml')))).toBeNull();
  });

  it('answers null, not an error, for a zip cut short', async () => {
    const whole = deflated(parts());
    expect(await sniffCv(whole.subarray(0, 60))).toBeNull();
  });
});
