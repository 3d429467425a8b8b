import { useId, useState } from 'react';
import type { QuoteRequest } from '../../contracts/types';
import { Button } from '../primitives';
import { QuoteConfirmation } from './quote-confirmation';
import { QuoteRequestForm } from './quote-request-form';
import type { QuoteTargetRef } from './submit-quote-request';

interface Props {
  target: QuoteTargetRef;
  /** The button's label ("Request a quote", "Contact this agent"). */
  label: string;
  /** The form's heading. */
  title: string;
}

/** A button that opens the quote request form below it; after sending, the confirmation takes the form's place. */
export function QuoteRequestPanel({ target, label, title }: Props) {
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
        {open &&
          (sent ? (
            <QuoteConfirmation request={sent} onAnother={() => setSent(null)} />
          ) : (
            <QuoteRequestForm target={target} title={title} onSent={setSent} />
          ))}
      </div>
    </div>
  );
}
