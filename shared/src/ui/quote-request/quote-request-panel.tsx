import { lazy, Suspense, useId, useState } from 'react';
import type { QuoteRequest } from '@cargora/shared/contracts';
import { Button } from '../primitives';
import { LoadingGrid } from '../states';
import type { QuoteTargetRef } from './endpoints';
import type { QuoteRequestPrefill } from './quote-request-form';

// The form, its rules and the confirmation load when the visitor opens the panel: they stay out of the
// shared bundle every page starts with.
const QuoteRequestForm = lazy(() => import('./quote-request-form').then((m) => ({ default: m.QuoteRequestForm })));
const QuoteConfirmation = lazy(() => import('./quote-confirmation').then((m) => ({ default: m.QuoteConfirmation })));

interface Props {
  target: QuoteTargetRef;
  /** The button's label ("Request a quote", "Contact this agent"). */
  label: string;
  /** The form's heading. */
  title: string;
  /** What the form starts with (a service's mode and places); the visitor can change it. */
  prefill?: QuoteRequestPrefill;
}

/** A button that opens the quote request form below it; after sending, the confirmation takes the form's place. */
export function QuoteRequestPanel({ target, label, title, prefill }: Props) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<QuoteRequest | null>(null);
  return (
    <div>
      {!sent && (
        <Button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {label}
        </Button>
      )}
      <div id={panelId} hidden={!open} style={{ marginTop: 16 }}>
        {open && (
          <Suspense fallback={<LoadingGrid count={1} />}>
            {sent ? (
              <QuoteConfirmation request={sent} onAnother={() => setSent(null)} />
            ) : (
              <QuoteRequestForm target={target} title={title} prefill={prefill} onSent={setSent} />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}
