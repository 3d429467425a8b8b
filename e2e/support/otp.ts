import { readFileSync, existsSync } from 'node:fs';
import { API_LOG } from './site';

/** The one-time code the API logged for `identifier` (development mode prints it, like a mail would). */
export async function codeFromApiLog(identifier: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(API_LOG)) {
      for (const line of readFileSync(API_LOG, 'utf8').split('\n').reverse()) {
        if (line.includes(identifier)) {
          const match = /code[^:]*: (\d{6})/.exec(line);
          if (match) return match[1]!;
        }
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code logged for ${identifier}`);
}
