// The currency picker: an ARIA combobox (type to filter, arrows, Enter, Escape) whose list is at
// most 200 px tall, as the spec asks; a native <select> cannot limit its height.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { CURRENCY_CODES, currencyName, currencySymbol, findCurrencies, useCurrencyStore, colors, shape } from '@cargora/shared/runtime';

export const CURRENCY_LIST_MAX_HEIGHT_PX = 200;

const Wrap = styled.div`
  position: relative;
`;

/** The top bar's controls (this field, the language list, the Apply button): light on the bar's dark ground. */
export const topBarControl = css`
  min-height: 40px;
  padding: 6px 8px;
  border-radius: ${shape.radius}px;
  border: 1px solid rgb(255 255 255 / 35%);
  background: transparent;
  color: inherit;
  font: inherit;
`;

const Field = styled.input`
  ${topBarControl}
  width: 116px;
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

/** An option: the code, its name in the visitor's language and its symbol ("EUR · Euro (€)"). */
export function currencyLabel(code: string, locale: string) {
  const name = currencyName(code, locale);
  const symbol = currencySymbol(code, locale);
  return `${code} · ${name}${symbol === code ? '' : ` (${symbol})`}`;
}

/**
 * The currency picker. It opens on request (a click, ArrowDown or typing), never on focus; it finds currencies by
 * code, symbol or name in the visitor's language. The closed field shows the code, on the server and in the browser
 * alike. Without JavaScript it is a text field of the preferences form (preference-selects.tsx): a code or a name
 * typed there is applied by the server.
 */
export function CurrencyPicker({ id }: { id: string }) {
  const { t, i18n } = useTranslation('host');
  const currency = useCurrencyStore((s) => s.currency);
  const setCurrency = useCurrencyStore((s) => s.setCurrency);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  // Names and symbols of ~150 currencies cost a slow phone Intl work: only built once the list is opened.
  const filtered = useMemo(
    () => (open ? findCurrencies(query, i18n.language).map((code) => ({ code, label: currencyLabel(code, i18n.language) })) : []),
    [open, query, i18n.language],
  );
  const current = currency;

  useEffect(() => {
    if (!open) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const openList = () => {
    setOpen(true);
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
        name="currency"
        value={open ? query : current}
        placeholder={current}
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
