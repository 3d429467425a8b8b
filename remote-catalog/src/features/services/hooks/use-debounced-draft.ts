import { useEffect, useState } from 'react';

/**
 * A text field's draft that follows `value` (the URL) and commits after a pause in typing, so one
 * history entry is pushed per finished edit, not per keystroke.
 */
export function useDebouncedDraft(value: string, commit: (next: string) => void, delayMs = 350) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back/forward or "clear filters" changed the URL: show what it says now.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    // Only real edits count: stray spaces would otherwise push the same URL again.
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => commit(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, commit, delayMs]);
  return [draft, setDraft] as const;
}
