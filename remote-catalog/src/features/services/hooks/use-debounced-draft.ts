import { useEffect, useState } from 'react';

/**
 * A text field's draft that follows `value` (the URL) and commits after a pause in typing, so one
 * history entry is pushed per finished edit, not per keystroke. A null delay never commits by itself
 * (a field with suggestions applies what is picked, or typed once the visitor leaves it).
 */
export function useDebouncedDraft(value: string, commit: (next: string) => void, delayMs: number | null = 350) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back/forward or "clear filters" changed the URL: show what it says now.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    // Only real edits count: stray spaces would otherwise push the same URL again.
    if (delayMs === null || draft.trim() === value.trim()) return;
    const timer = setTimeout(() => commit(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, commit, delayMs]);
  return [draft, setDraft] as const;
}
