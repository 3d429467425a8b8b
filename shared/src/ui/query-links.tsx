// Lists that work without JavaScript: every filter, sort and page is a real link or a GET form whose URL the server
// renders. With JavaScript the same elements navigate inside the page: their handlers call preventDefault and change
// the URL query (the single source of truth) through the router.
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from '@cargora/shared/router';
import styled from 'styled-components';
import { pageQueryParams } from '@cargora/shared/contracts';
import { useHydrated } from '@cargora/shared/runtime';
import { Button, Label, Select } from './primitives';

/** A click the page may handle itself: the main button, no modifier key (those open a tab or a window), not yet handled. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}

export interface QueryLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes without JavaScript (and in a new tab): the page with the query `onNavigate` sets. */
  href: string;
  /** What a plain click does with JavaScript, instead of loading `href`. */
  onNavigate: () => void;
}

/** A link to another query of a list (a page, a filter cleared, a section expanded) that navigates inside the page. */
export const QueryLink = forwardRef<HTMLAnchorElement, QueryLinkProps>(function QueryLink({ onNavigate, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate();
      }}
    />
  );
});

/**
 * The current query's other parameters as hidden fields of a GET form, so submitting it changes the form's own
 * fields and keeps the rest (the sort while filtering, the filters while sorting). `omit`: the form's own field names
 * and what a change resets (the page).
 */
export function HiddenQueryFields({ omit }: { omit: readonly string[] }) {
  const { pathname, search } = useLocation();
  // Only what the page reads (the server rendered it without `?utm_source=…`): the same fields when it hydrates.
  const kept = pageQueryParams(pathname, search).filter(([name]) => !omit.includes(name));
  return (
    <>
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * The submit button of a GET form whose controls apply as soon as they change (selects): needed only by a visitor
 * without JavaScript, whose browser then sends the form. It is in the server's HTML and in the hydrating render (so the
 * two match), and goes once the page is hydrated.
 */
// Hidden from the first paint where scripts run (the server's HTML has it, and hydration then drops it): a phone's
// toolbar does not shrink, and what follows does not jump, when the page hydrates.
const NoScriptSubmit = styled(Button)`
  @media (scripting: enabled) {
    display: none;
  }
`;

export function SubmitWithoutScript({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <NoScriptSubmit type="submit" $variant="outline">
      {children}
    </NoScriptSubmit>
  );
}

const SelectForm = styled.form<{ $stacked: boolean }>`
  display: flex;
  align-items: ${({ $stacked }) => ($stacked ? 'end' : 'center')};
  /* On a phone the Apply button (no JavaScript) goes to the next line rather than out of the page. */
  flex-wrap: wrap;
  gap: 8px;
`;

const InlineLabel = styled(Label)`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export interface QuerySelectFormProps {
  /** The query parameter the select sets (its field name). */
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** What a choice does with JavaScript (it updates the URL query). */
  onChange: (value: string) => void;
  /** Parameters a choice resets (the page), left out of the form's hidden fields. */
  resets?: readonly string[];
  /** The button a visitor without JavaScript submits the form with. */
  applyLabel: string;
  id?: string;
  /** Label above the select (and the button level with it) instead of beside it. */
  stacked?: boolean;
}

/**
 * One select of a list (a sort, a topic) as a GET form: with JavaScript it applies as it is chosen; without, its
 * Apply button loads the list with it, the rest of the query kept (`resets` dropped).
 */
export function QuerySelectForm({ name, label, value, options, onChange, resets = [], applyLabel, id, stacked = false }: QuerySelectFormProps) {
  const FieldLabel = stacked ? Label : InlineLabel;
  return (
    <SelectForm method="get" $stacked={stacked} onSubmit={(e) => e.preventDefault()}>
      <HiddenQueryFields omit={[name, ...resets]} />
      <FieldLabel htmlFor={id}>
        {label}
        <Select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FieldLabel>
      <SubmitWithoutScript>{applyLabel}</SubmitWithoutScript>
    </SelectForm>
  );
}
