/** Errors carrying an HTTP status; the app error handler turns them into { statusCode, error, message }. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Extra response headers (Retry-After on 429/503/507). */
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const gone = (message: string) => new HttpError(410, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const STORAGE_FULL_MESSAGE = 'Not enough storage space on the server; please try again later';
export const STORAGE_UNAVAILABLE_MESSAGE = 'Storage is unavailable on the server; please try again later';
const FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100' /* PostgreSQL disk_full */]);
const UNAVAILABLE = /^(EROFS|EIO|SQLITE_READONLY|SQLITE_IOERR|SQLITE_CANTOPEN|53200|58030)/; // 53200 out_of_memory, 58030 io_error

/** A storage failure (disk full, read-only, I/O error) as the clear 507/503 it is, instead of a 500; else undefined. */
export function storageError(err: unknown): HttpError | undefined {
  const code = String((err as { code?: unknown } | null)?.code ?? '');
  if (FULL.has(code)) return new HttpError(507, STORAGE_FULL_MESSAGE, { 'retry-after': '600' });
  if (UNAVAILABLE.test(code)) return new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE, { 'retry-after': '600' });
  return undefined;
}
