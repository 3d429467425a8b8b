/** Detects PDF, legacy Word (OLE2) and DOCX by content, not by name. */
export type CvKind = { ext: 'pdf' | 'doc' | 'docx'; mime: string };

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function zipHasEntry(buf: Buffer, wanted: string): boolean {
  // Walk the central directory (End Of Central Directory record is within the last 64 KiB + 22 bytes).
  const minEocd = Math.max(0, buf.length - 65_557);
  for (let i = buf.length - 22; i >= minEocd; i -= 1) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    const entries = buf.readUInt16LE(i + 10);
    let p = buf.readUInt32LE(i + 16);
    for (let n = 0; n < entries && p + 46 <= buf.length; n += 1) {
      if (buf.readUInt32LE(p) !== 0x02014b50) return false;
      const nameLen = buf.readUInt16LE(p + 28);
      const extraLen = buf.readUInt16LE(p + 30);
      const commentLen = buf.readUInt16LE(p + 32);
      if (buf.toString('utf8', p + 46, p + 46 + nameLen) === wanted) return true;
      p += 46 + nameLen + extraLen + commentLen;
    }
    return false;
  }
  return false;
}

export function sniffCv(buf: Buffer): CvKind | null {
  if (buf.length >= 5 && buf.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(OLE2)) return { ext: 'doc', mime: 'application/msword' };
  if (buf.length >= 30 && buf.readUInt32LE(0) === 0x04034b50 && zipHasEntry(buf, 'word/document.xml')) {
    return { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}
