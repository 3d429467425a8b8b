// localStorage that never throws (private mode, quota, disabled storage).

/** What is used of the Web Storage API; typed here so packages compiled without the DOM's types can import this. */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
const local = () => (globalThis as { localStorage?: KeyValueStore }).localStorage;

export const storage = {
  get(key: string): string | null {
    try {
      return local()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      local()?.setItem(key, value);
    } catch {
      // Preferences still apply for this visit.
    }
  },
  remove(key: string) {
    try {
      local()?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
  getJson<T>(key: string): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown) {
    storage.set(key, JSON.stringify(value));
  },
};
