import { lazy, Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useActionData, useLocation } from '@cargora/shared/router';
import type { QuoteRequest } from '@cargora/shared/contracts';
import { Button, LoadingGrid } from '@cargora/shared/ui';
import type { QuoteTargetRef } from './endpoints';
import type { QuoteRequestPrefill } from './quote-request-form';
import type { QuoteAnswer } from './quote-action';
import type { QuoteLoad } from './quote-load';

// The form, its rules and the confirmation load when the visitor opens the panel: they stay out of the
// shared bundle every page starts with.
const QuoteRequestForm = lazy(() => import('./quote-request-form').then((m) => ({ default: m.QuoteRequestForm })));
const QuoteConfirmation = lazy(() => import('./quote-confirmation').then((m) => ({ default: m.QuoteConfirmation })));

/** `?quote=open`: the page with its quote form open (the button's link without JavaScript). */
export const QUOTE_PARAM = 'quote';
/** The id of the panel (the form's place on the page): `#quote-request`. */
export const QUOTE_PANEL_ID = 'quote-request';
const PANEL_ID = QUOTE_PANEL_ID;

interface Props {
  target: QuoteTargetRef;
  /** The button's label ("Request a quote", "Contact this agent"). */
  label: string;
  /** The form's heading. */
  title: string;
  /** What the form starts with (a service's mode and places); the visitor can change it. */
  prefill?: QuoteRequestPrefill;
  /** The load the visitor priced on the page, sent with the request. */
  load?: QuoteLoad;
}

const isQuoteAnswer = (value: unknown): value is QuoteAnswer =>
  typeof value === 'object' && value !== null && 'values' in value && typeof (value as QuoteAnswer).values?.mode === 'string';

/**
 * A button that opens the quote request form below it; after sending, the confirmation takes the form's place.
 * Without JavaScript the button is a link to the page with the form open (`?quote=open`), the form posts to the page
 * (its route's action: quote-action.ts), and the page comes back with the confirmation or the form and its errors.
 */
export function QuoteRequestPanel({ target, label, title, prefill, load }: Props) {
  const location = useLocation();
  const posted = useActionData();
  const answer = isQuoteAnswer(posted) ? posted : undefined;
  const query = new URLSearchParams(location.search);
  const asked = query.get(QUOTE_PARAM) === 'open';
  const [open, setOpen] = useState(Boolean(answer) || asked);
  // A link on the page to `?quote=open` (the page's primary "Request a quote") opens the form here too.
  const [askedBefore, setAskedBefore] = useState(asked);
  if (asked !== askedBefore) {
    setAskedBefore(asked);
    if (asked) setOpen(true);
  }
  const [sent, setSent] = useState<QuoteRequest | null>(answer?.request ?? null);
  query.set(QUOTE_PARAM, 'open');
  const openHref = `${location.pathname}?${query.toString()}#${PANEL_ID}`;
  const toggle = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpen((o) => !o);
  };
  return (
    <div>
      {!sent && (
        // A disclosure button with JavaScript; without it a link to the page with the form open (Enter follows it).
        <Button
          as="a"
          href={openHref}
          role="button"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={toggle}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === ' ') toggle(event);
          }}
        >
          {label}
        </Button>
      )}
      <div id={PANEL_ID} hidden={!open} style={{ marginTop: 16 }}>
        {open && (
          <Suspense fallback={<LoadingGrid count={1} />}>
            {sent ? (
              <QuoteConfirmation request={sent} onAnother={() => setSent(null)} />
            ) : (
              <QuoteRequestForm target={target} title={title} prefill={prefill} onSent={setSent} answer={answer} load={load} />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}
