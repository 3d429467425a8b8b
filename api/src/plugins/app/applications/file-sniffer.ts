/** Tells a CV's format by its content, not by its name, with the maintained `file-type` detector. */
import type { FileTypeResult } from 'file-type' with { 'resolution-mode': 'import' };

export type CvKind = { ext: 'pdf' | 'doc' | 'docx'; mime: string };

/**
 * The formats a CV may have, by the name file-type gives them; anything else it names (zip, exe, png, docm, xlsx…)
 * or cannot name is refused. file-type names every OLE2 compound file (legacy Word, Excel, PowerPoint) `cfb`
 * without looking inside: it is taken as a .doc, as the careers form's extension check already asked for one.
 */
const CV_KINDS: ReadonlyMap<FileTypeResult['ext'], CvKind> = new Map<FileTypeResult['ext'], CvKind>([
  ['pdf', { ext: 'pdf', mime: 'application/pdf' }],
  ['cfb', { ext: 'doc', mime: 'application/msword' }],
  ['docx', { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }],
]);

// file-type is ESM only and the API is CommonJS: it is loaded with import(), which TypeScript's node16 module
// and esbuild leave as it is (jest.config.js turns it and its ESM dependencies into CommonJS for the tests).
let fileType: Promise<typeof import('file-type', { with: { 'resolution-mode': 'import' } })> | undefined;

export async function sniffCv(buf: Buffer): Promise<CvKind | null> {
  const { fileTypeFromBuffer } = await (fileType ??= import('file-type'));
  // A file its parsers choke on (a broken zip, say) is no document the API can take.
  const type = await fileTypeFromBuffer(buf).catch(() => undefined);
  return (type && CV_KINDS.get(type.ext)) ?? null;
}
