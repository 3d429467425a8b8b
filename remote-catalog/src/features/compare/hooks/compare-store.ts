// The compare tray: a few services the visitor picked, kept across catalog pages and reloads.
import { create } from 'zustand';
import { MAX_COMPARE, STORAGE_KEYS } from '@cargora/shared/contracts';
import { storage, useHydrated } from '@cargora/shared/runtime';

export interface CompareItem {
  id: number;
  /** Shown in the tray without refetching the service. */
  title: string;
}

export type AddResult = 'added' | 'exists' | 'full';

interface CompareState {
  items: CompareItem[];
  /** Set when the visitor tried to add one more than MAX_COMPARE. */
  refused: boolean;
  add: (item: CompareItem) => AddResult;
  remove: (id: number) => void;
  clear: () => void;
  dismissRefusal: () => void;
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Reads the stored tray, tolerating hand-edited or older values (plain id arrays). */
export function readStoredItems(): CompareItem[] {
  const raw = storage.getJson<unknown>(STORAGE_KEYS.compare);
  if (!Array.isArray(raw)) return [];
  const items: CompareItem[] = [];
  for (const entry of raw) {
    const id = isId(entry)
      ? entry
      : isId((entry as CompareItem | null)?.id)
        ? (entry as CompareItem).id
        : null;
    if (id === null || items.some((i) => i.id === id)) continue;
    const title = typeof (entry as CompareItem)?.title === 'string' ? (entry as CompareItem).title : '';
    items.push({ id, title });
  }
  return items.slice(0, MAX_COMPARE);
}

function persist(items: CompareItem[]) {
  if (items.length === 0) storage.remove(STORAGE_KEYS.compare);
  else storage.setJson(STORAGE_KEYS.compare, items);
}

const NONE: CompareItem[] = [];
/** The picked services, empty until the page has hydrated (the server never knows a visitor's tray). */
export function useCompareItems(): CompareItem[] {
  const items = useCompareStore((s) => s.items);
  return useHydrated() ? items : NONE;
}

export const useCompareStore = create<CompareState>((set, get) => ({
  items: readStoredItems(),
  refused: false,
  add: (item) => {
    const { items } = get();
    if (items.some((i) => i.id === item.id)) return 'exists';
    if (items.length >= MAX_COMPARE) {
      set({ refused: true });
      return 'full';
    }
    const next = [...items, item];
    persist(next);
    set({ items: next, refused: false });
    return 'added';
  },
  remove: (id) => {
    const next = get().items.filter((i) => i.id !== id);
    persist(next);
    set({ items: next, refused: false });
  },
  clear: () => {
    persist([]);
    set({ items: [], refused: false });
  },
  dismissRefusal: () => set({ refused: false }),
}));

/** Follows changes made in other tabs. Returns the unsubscribe function. */
export function syncCompareAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.compare) useCompareStore.setState({ items: readStoredItems() });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
