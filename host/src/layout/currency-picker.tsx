// The currency picker: an ARIA combobox (type to filter, arrows, Enter, Escape) whose list is at
// most 200 px tall, as the spec asks; a native <select> cannot limit its height.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, currencySymbol, useCurrencyStore, colors, shape } from '@cargora/shared/runtime';

export const CURRENCY_LIST_MAX_HEIGHT_PX = 200;

const Wrap = styled.div`
  position: relative;
`;

const Field = styled.input`
  min-height: 40px;
  width: 116px;
  padding: 6px 8px;
  border-radius: ${shape.radius}px;
  border: 1px solid rgb(255 255 255 / 35%);
  background: transparent;
  color: inherit;
  font: inherit;
  &::placeholder {
    color: inherit;
    opacity: 0.85;
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: 70;
  inset-inline-start: 0;
  top: calc(100% + 4px);
  min-width: 180px;
  max-height: ${CURRENCY_LIST_MAX_HEIGHT_PX}px;
  overflow-y: auto;
  margin: 0;
  padding: 4px;
  list-style: none;
  background: ${colors.surface};
  color: ${colors.text};
  border-radius: ${shape.radius}px;
  box-shadow: 0 12px 32px rgb(10 13 19 / 25%);
  & li {
    padding: 8px 10px;
    border-radius: ${shape.radius}px;
    cursor: pointer;
  }
  & li[aria-selected='true'] {
    font-weight: 700;
  }
  & li[data-active='true'] {
    background: ${colors.surfaceAlt};
  }
`;

/** When the closed field shows the currency symbol without any interaction. */
export const SYMBOLS_FALLBACK_MS = 10_000;

export function currencyLabel(code: string, symbol: string) {
  return symbol === code ? code : `${code} (${symbol})`;
}

export function CurrencyPicker({ id }: { id: string }) {
  const { t, i18n } = useTranslation('host');
  const currency = useCurrencyStore((s) => s.currency);
  const setCurrency = useCurrencyStore((s) => s.setCurrency);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  // Symbols of ~150 currencies cost a slow phone ~100 ms of Intl work: only build the list once it is opened.
  const options = useMemo(
    () => (open ? CURRENCY_CODES.map((code) => ({ code, label: currencyLabel(code, currencySymbol(code, i18n.language)) })) : []),
    [open, i18n.language],
  );
  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, query]);
  // The first Intl currency format of a visit is slow (locale data, ~50 ms on a phone): the closed field shows the
  // code until the visitor first interacts with the page (or ten seconds pass), keeping that work out of start-up.
  const [symbolsReady, setSymbolsReady] = useState(false);
  useEffect(() => {
    if (symbolsReady) return;
    const ready = () => setSymbolsReady(true);
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, ready, { once: true, passive: true });
    const timer = window.setTimeout(ready, SYMBOLS_FALLBACK_MS);
    return () => {
      for (const e of events) window.removeEventListener(e, ready);
      window.clearTimeout(timer);
    };
  }, [symbolsReady]);
  const current = symbolsReady ? currencyLabel(currency, currencySymbol(currency, i18n.language)) : currency;

  useEffect(() => {
    if (!open) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const openList = () => {
    setOpen(true);
    setSymbolsReady(true);
    setQuery('');
    setActive(Math.max(0, CURRENCY_CODES.indexOf(currency)));
  };
  const choose = (code: string) => {
    setCurrency(code);
    setOpen(false);
    setQuery('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openList();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(filtered.length - 1, Math.max(0, i + step)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = filtered[active];
      if (option) choose(option.code);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setQuery('');
    }
  };

  return (
    <Wrap>
      <Field
        id={id}
        role="combobox"
        aria-label={t('topBar.currency')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && filtered[active] ? `${listId}-${filtered[active]!.code}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={open ? query : current}
        placeholder={current}
        onFocus={openList}
        onClick={() => !open && openList()}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        // tabIndex -1: a scrolling list is otherwise a Tab stop of its own in Chromium, and tabbing onto it closed it
        // (the field's blur) and dropped focus to the page's body.
        <List id={listId} role="listbox" ref={listRef} aria-label={t('topBar.currency')} tabIndex={-1}>
          {filtered.map((o, index) => (
            <li
              key={o.code}
              id={`${listId}-${o.code}`}
              role="option"
              data-index={index}
              data-active={index === active}
              aria-selected={o.code === currency}
              // mousedown, not click: it must land before the field's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o.code);
              }}
            >
              {o.label}
            </li>
          ))}
          {filtered.length === 0 && <li aria-disabled="true">{t('topBar.noCurrency')}</li>}
        </List>
      )}
    </Wrap>
  );
}
