// A text field with suggestions, after the WAI-ARIA combobox pattern (list autocomplete, listbox popup): focus stays in
// the input, the highlighted option is named by aria-activedescendant. Until the page is hydrated (and so on the server
// and without JavaScript) it is a plain named text input its form sends as typed.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated, colors, shape, typography } from '@cargora/shared/runtime';
import { Input, Label, VisuallyHidden } from './primitives';

const Field = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const Anchor = styled.div`
  position: relative;
  min-width: 0;
`;

const Popup = styled.div`
  position: absolute;
  inset-inline: 0;
  top: calc(100% + 4px);
  z-index: 20;
  max-height: 320px;
  overflow-y: auto;
  border-radius: ${shape.radius}px;
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 6px 18px rgb(20 26 38 / 16%);
  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  &:empty {
    display: none;
  }
`;

const Option = styled.li`
  padding: 8px 12px;
  min-height: 44px;
  box-sizing: border-box;
  cursor: pointer;
  font-weight: 400;
  &[aria-selected='true'] {
    background: ${colors.surfaceAlt};
    outline: 2px solid ${colors.primary};
    outline-offset: -2px;
  }
`;

const Status = styled.p`
  margin: 0;
  padding: 8px 12px;
  font-weight: 400;
  font-size: ${typography['fm-p3'].size};
  color: ${colors.textMuted};
`;

export interface ComboboxProps<T> {
  /** The field's name: the form sends the text under it, with or without JavaScript. */
  name: string;
  label: ReactNode;
  /** The list's own name ("Suggested places"): not the field's, so the label names one control only. */
  listLabel: string;
  value: string;
  /** The visitor typed. */
  onValueChange: (value: string) => void;
  /** The visitor chose a suggestion (Enter on the highlighted one, or a click). */
  onPick: (item: T) => void;
  /** Opened or closed, so the owner asks for suggestions only while they can be seen. */
  onOpenChange?: (open: boolean) => void;
  /** The field lost focus (the owner may apply what was typed, like a native change event). */
  onBlur?: () => void;
  /** The suggestions for the current text; a new array starts the highlight again. */
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  loading: boolean;
  /** Shown and announced politely while suggestions load, when none match, or when they could not be loaded. */
  loadingText: string;
  emptyText: string;
  failed?: boolean;
  failedText?: string;
  /** Announced when suggestions arrive ("5 suggestions"). */
  countText: (count: number) => string;
  placeholder?: string;
  /** Typing opens the suggestions from this many characters. */
  minLength?: number;
}

/** A text input with a listbox of suggestions; the keyboard: arrows move, Enter picks, Escape closes. */
export function Combobox<T>({
  name,
  label,
  listLabel,
  value,
  onValueChange,
  onPick,
  onOpenChange,
  onBlur,
  items,
  itemKey,
  renderItem,
  loading,
  loadingText,
  emptyText,
  failed = false,
  failedText,
  countText,
  placeholder,
  minLength = 1,
}: ComboboxProps<T>) {
  const id = useId();
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option-${index}`;
  const hydrated = useHydrated();
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownItems, setShownItems] = useState(items);
  // New suggestions: nothing highlighted until the visitor moves to one.
  if (items !== shownItems) {
    setShownItems(items);
    setActive(-1);
  }

  const setOpen = (next: boolean) => {
    if (next === open) return;
    setOpenState(next);
    if (!next) setActive(-1);
    onOpenChange?.(next);
  };
  const canOpen = (text: string) => text.trim().length >= minLength;

  const pick = (item: T) => {
    setOpen(false);
    onPick(item);
  };

  const move = (step: 1 | -1) => {
    const count = items.length;
    if (count === 0) return;
    const next = active < 0 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          if (canOpen(value)) setOpen(true);
          return;
        }
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      }
      case 'Enter': {
        // Enter on a highlighted suggestion picks it; otherwise the form is sent as usual.
        if (open && active >= 0 && items[active] !== undefined) {
          event.preventDefault();
          pick(items[active]);
        } else setOpen(false);
        return;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      }
      default:
    }
  };

  const status = !open
    ? ''
    : loading
      ? loadingText
      : failed
        ? (failedText ?? emptyText)
        : items.length === 0
          ? emptyText
          : '';
  const announcement = status || (open && items.length > 0 ? countText(items.length) : '');

  // The server's HTML and the hydrating render are a plain text input (no popup to control yet); the combobox's roles
  // and states come with the first render after hydration, on the same input element (focus and text are kept).
  const aria = hydrated
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      }
    : {};

  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Anchor>
        <Input
          id={inputId}
          name={name}
          type="text"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          {...aria}
          onChange={(event) => {
            const text = event.target.value;
            onValueChange(text);
            if (hydrated) setOpen(canOpen(text));
          }}
          onKeyDown={hydrated ? onKeyDown : undefined}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
        />
        {hydrated && (
          // mousedown would move focus out of the input (and close the list) before the click picks.
          <Popup hidden={!open} onMouseDown={(event) => event.preventDefault()}>
            <List id={listId} role="listbox" aria-label={listLabel}>
              {open &&
                items.map((item, index) => (
                  <Option
                    key={itemKey(item)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onMouseMove={() => index !== active && setActive(index)}
                    onClick={() => pick(item)}
                  >
                    {renderItem(item)}
                  </Option>
                ))}
            </List>
            {status && <Status aria-hidden="true">{status}</Status>}
          </Popup>
        )}
      </Anchor>
      {hydrated && (
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      )}
    </Field>
  );
}
