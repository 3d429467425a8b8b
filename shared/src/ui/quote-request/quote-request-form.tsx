import { BidiText, FieldError, FieldHint as Hint, FormAlert as Alert, FormField, FormToken, Button, Card, Input, Label, Select, Text, TextArea } from '@cargora/shared/ui';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { INCOTERMS, LOAD_TYPES, TRANSPORT_MODES, type QuoteRequest, type QuoteRequestError, type QuoteRequestErrors, type QuoteRequestField, type QuoteRequestValues, type TransportMode } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { CURRENCY_CODES, useCurrencyStore, usePageLanguage, useSessionStore, up } from '@cargora/shared/runtime';
import styled from 'styled-components';
import {
  QUOTE_REQUEST_RULES as R, CONTAINER_MODES, QUOTE_REQUEST_FIELDS, localIsoDate, quoteLoadParams, validateQuoteRequest, validateQuoteRequestField,
} from '../../contracts/rules';
import { describeQuoteFailure, submitQuoteRequest, type QuoteSubmitFailure, type QuoteTargetRef } from './submit-quote-request';
import type { QuoteAnswer } from './quote-action';
import { QUOTE_LOAD_PREFIX, carriedLoadParams, type QuoteLoad } from './quote-load';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 16px;
`;

const Fields = styled.div`
  display: grid;
  gap: 16px;
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Field = styled(FormField)<{ $wide?: boolean }>`
  ${up('md')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

const REQUIRED: readonly QuoteRequestField[] = ['mode', 'origin', 'destination', 'readyDate', 'cargo', 'weightKg', 'name', 'email'];

/** The parameters each field's messages use. */
const LIMITS: Partial<Record<QuoteRequestField, { min?: number; max?: number }>> = {
  origin: R.place, destination: R.place, cargo: R.cargo, weightKg: R.weightKg, volumeM3: R.volumeM3, containers: R.containers,
  value: R.value, name: R.name, email: R.email, message: R.message,
};

/**
 * What a form opened for a service starts with: its mode and its two places, as its page names them, and the visitor's
 * load when the page has one (its weight, volume, container type and number, declared value).
 */
export type QuoteRequestPrefill = Partial<
  Pick<QuoteRequestValues, 'mode' | 'origin' | 'destination' | 'weightKg' | 'volumeM3' | 'containers' | 'containerType' | 'value' | 'valueCur'>
>;

/**
 * The values the fields start with: the service's (`prefill`), the priced load's type, count and declared value
 * (`load`), and a signed-in customer's name and e-mail. The value's currency is the visitor's unless the load says one.
 */
function initialValues(
  user: { name: string; email: string; role: string } | null,
  prefill: QuoteRequestPrefill = {},
  load: Record<string, string> = {},
  currency = 'USD',
): QuoteRequestValues {
  const customer = user?.role === 'customer' ? user : null;
  const boxes = !!load.load && load.load !== 'pkg';
  return {
    mode: prefill.mode ?? '', origin: prefill.origin ?? '', destination: prefill.destination ?? '',
    readyDate: '', cargo: '', weightKg: prefill.weightKg ?? '', volumeM3: prefill.volumeM3 ?? '',
    containers: prefill.containers ?? (boxes ? (load.n ?? '1') : ''), containerType: prefill.containerType ?? load.load ?? '',
    value: prefill.value ?? load.value ?? '', valueCur: prefill.valueCur ?? load.valueCur ?? currency, incoterm: '',
    name: customer?.name ?? '', email: customer?.email ?? '', message: '',
  };
}

/** Fields the visitor can no longer use once another changed (a mode without containers, packages): emptied. */
function clearUnused(next: QuoteRequestValues): QuoteRequestValues {
  const noBoxes = !CONTAINER_MODES.includes(next.mode as TransportMode);
  if (noBoxes || next.containerType === 'pkg') next.containers = '';
  return next;
}

/** The fields whose check depends on another's value: checked again when it changes. */
const DEPENDENTS: Partial<Record<QuoteRequestField, readonly QuoteRequestField[]>> = {
  mode: ['containers', 'containerType'],
  containerType: ['containers', 'volumeM3'],
  value: ['containerType'],
};

/**
 * When the starting values change (the page's language switched, so the service's places are named again; the
 * visitor signed in), the fields that still show the old starting value take the new one; what the visitor typed
 * stays. Returns the values unchanged (the same object) when no field follows.
 */
function followStart(values: QuoteRequestValues, before: QuoteRequestValues, after: QuoteRequestValues): QuoteRequestValues {
  const moved = QUOTE_REQUEST_FIELDS.filter((f) => after[f] !== before[f] && values[f] === before[f]);
  return moved.length ? { ...values, ...Object.fromEntries(moved.map((f) => [f, after[f]])) } : values;
}

/** A field's message: its own for the error when it has one (`quote.errors.origin.required`), else the generic one. */
const quoteErrorKeys = (field: QuoteRequestField, code: QuoteRequestError) => [`quote.errors.${field}.${code}`, `quote.errors.${code}`];

interface Props {
  /** Whom the request goes to (hidden fields of the form); a page sending with `send` names them in `children`. */
  target?: QuoteTargetRef;
  /** The form's heading (what the request is about). */
  title: string;
  /** Starting values from what the request is about (a service's mode and places); still editable. */
  prefill?: QuoteRequestPrefill;
  onSent?: (request: QuoteRequest) => void;
  /** Sends the checked values and load instead of a request to `target` (the group page: several agents at once). */
  send?: (values: QuoteRequestValues, load: Record<string, string> | undefined) => Promise<void>;
  /** The page's own fields, above the request's, in the same form (the agents a group request goes to). */
  children?: ReactNode;
  /** The page's answer to the form posted without JavaScript: the form again, with what was typed and its errors. */
  answer?: QuoteAnswer;
  /**
   * The load the visitor priced on the page: its type, count and declared value fill the fields (still editable), its
   * other parameters (a load of packages' pieces, storage days) go with the request as they are.
   */
  load?: QuoteLoad;
}

/**
 * The quote request form of a service ("Request a quote") and of a storefront ("Contact this agent"): checked here
 * with the API's own rules as the visitor goes, and never losing what was typed when the server says no.
 */
export function QuoteRequestForm({ target, title, prefill, onSent, send, children, answer, load }: Props) {
  const { t } = useTranslation('common');
  const lang = usePageLanguage();
  const id = useId();
  const user = useSessionStore((s) => s.user);
  const visitorCurrency = useCurrencyStore((s) => s.currency);
  const start = initialValues(user, prefill, load?.params, visitorCurrency);
  // What the priced load says that no field shows (pieces of packages, storage days): sent as it is.
  const carried = carriedLoadParams(load?.params);
  const [values, setValues] = useState<QuoteRequestValues>(answer?.values ?? start);
  const [errors, setErrors] = useState<QuoteRequestErrors>(answer?.errors ?? {});
  // The starting values the fields were given last: a field still showing its one follows a new one.
  const [shownStart, setShownStart] = useState<QuoteRequestValues>(start);
  const [problem, setProblem] = useState<QuoteSubmitFailure | null>(answer?.problem ?? null);
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  const today = localIsoDate();
  if (QUOTE_REQUEST_FIELDS.some((f) => start[f] !== shownStart[f])) {
    // Adjusted while rendering (React's pattern for state that follows a prop): no frame shows the old values.
    const next = followStart(values, shownStart, start);
    setShownStart(start);
    if (next !== values) {
      if (next.mode !== values.mode || next.containerType !== values.containerType) clearUnused(next);
      setValues(next);
      setErrors((current) => {
        const updated = { ...current };
        for (const f of QUOTE_REQUEST_FIELDS) if (f in current && next[f] !== values[f]) updated[f] = validateQuoteRequestField(f, next, { today });
        return updated;
      });
    }
  }
  const usesContainers = CONTAINER_MODES.includes(values.mode as TransportMode);

  const idOf = (field: QuoteRequestField, part: 'input' | 'error' | 'hint') => `${id}-${field}-${part}`;
  const focusField = (field: QuoteRequestField) => document.getElementById(idOf(field, 'input'))?.focus();
  const onChange = (field: QuoteRequestField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: e.target.value };
    // A mode without containers, or packages, clear the count they no longer use.
    if (field === 'mode' || field === 'containerType') clearUnused(next);
    setValues(next);
    // Once a field has been flagged, it is checked again as the visitor fixes it (and those that depend on it).
    setErrors((current) => {
      const updated = { ...current };
      for (const f of [field, ...(DEPENDENTS[field] ?? [])]) {
        if (f in current) updated[f] = validateQuoteRequestField(f, next, { today });
      }
      return updated;
    });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const found = validateQuoteRequest(values, { today });
    setErrors(found);
    setProblem(null);
    const firstInvalid = QUOTE_REQUEST_FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const loadParams = quoteLoadParams(values, carried) ?? undefined;
      if (send) await send(values, loadParams);
      else onSent?.(await submitQuoteRequest(target!, values, lang, loadParams));
    } catch (error) {
      const failure = describeQuoteFailure(error);
      setProblem(failure);
      if (failure.kind === 'field') {
        setErrors({ [failure.field]: 'invalid' });
        focusField(failure.field);
      } else {
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const errorText = (field: QuoteRequestField) => {
    const code = errors[field];
    if (!code) return null;
    // `count` picks the plural form: the number the sentence counts (days ahead, or characters at most).
    const count = code === 'tooFar' ? R.readyDateMaxDays : LIMITS[field]?.max;
    return t(quoteErrorKeys(field, code), { ...LIMITS[field], count });
  };

  const control = (field: QuoteRequestField, hint?: string) => ({
    id: idOf(field, 'input'),
    name: field,
    value: String(values[field] ?? ''),
    onChange: onChange(field),
    'aria-required': REQUIRED.includes(field) ? ('true' as const) : undefined,
    'aria-invalid': errors[field] ? ('true' as const) : ('false' as const),
    'aria-describedby': [hint ? idOf(field, 'hint') : null, errors[field] ? idOf(field, 'error') : null].filter(Boolean).join(' ') || undefined,
  });

  const field = (name: QuoteRequestField, input: ReactNode, options: { hint?: string; wide?: boolean } = {}) => (
    <Field $wide={options.wide}>
      <Label htmlFor={idOf(name, 'input')}>
        {t(`quote.fields.${name}`)}
        {REQUIRED.includes(name) ? ' *' : ''}
      </Label>
      {input}
      {options.hint && <Hint id={idOf(name, 'hint')}>{options.hint}</Hint>}
      {errors[name] && <FieldError id={idOf(name, 'error')}>{errorText(name)}</FieldError>}
    </Field>
  );

  const containersHint = t('quote.hints.containers');
  const valueHint = t('quote.hints.value');
  const valueCur = String(values.valueCur ?? '').toUpperCase();
  const incotermHint = t('quote.hints.incoterm');
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={sending}>
      <FormToken />
      {target &&
        ('serviceId' in target ? (
          <input type="hidden" name="serviceId" value={target.serviceId} />
        ) : (
          <input type="hidden" name="agentId" value={target.agentId} />
        ))}
      <Text as="h2" $variant="fm-h5" id={`${id}-title`}>
        <BidiText>{title}</BidiText>
      </Text>
      <Text $muted $variant="fm-p3">
        {t('quote.intro')}
      </Text>
      {children}
      {/* The priced load is in the fields below; what no field shows goes as hidden fields the page's action reads. */}
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={`${QUOTE_LOAD_PREFIX}${name}`} value={value} />
      ))}
      <Fields>
        {field(
          'mode',
          <Select {...control('mode')}>
            <option value="">{t('quote.choose')}</option>
            {TRANSPORT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`quote.modes.${mode}`)}
              </option>
            ))}
          </Select>,
        )}
        {field('readyDate', <Input {...control('readyDate')} type="date" min={today} />)}
        {field('origin', <Input {...control('origin')} type="text" maxLength={R.place.max + 50} />)}
        {field('destination', <Input {...control('destination')} type="text" maxLength={R.place.max + 50} />)}
        {field('cargo', <TextArea {...control('cargo')} rows={3} />, { wide: true })}
        {/* Text with a numeric keyboard, not type=number: a number input drops the Arabic-Indic digits an Arabic keyboard types. */}
        {field('weightKg', <Input {...control('weightKg')} type="text" inputMode="decimal" autoComplete="off" />)}
        {field('volumeM3', <Input {...control('volumeM3')} type="text" inputMode="decimal" autoComplete="off" />)}
        {field(
          'containerType',
          <Select {...control('containerType')}>
            <option value="">{t('quote.noContainerType')}</option>
            {LOAD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`quote.containerTypes.${type}`)}
              </option>
            ))}
          </Select>,
        )}
        {field(
          'containers',
          <Input
            {...control('containers', containersHint)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            disabled={!usesContainers || values.containerType === 'pkg'}
          />,
          { hint: containersHint },
        )}
        {field('value', <Input {...control('value', valueHint)} type="text" inputMode="decimal" autoComplete="off" />, { hint: valueHint })}
        {field(
          'valueCur',
          <Select {...control('valueCur')} value={valueCur}>
            {!CURRENCY_CODES.includes(valueCur) && <option value={valueCur}>{valueCur}</option>}
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>,
        )}
        {field(
          'incoterm',
          <Select {...control('incoterm', incotermHint)}>
            <option value="">{t('quote.noIncoterm')}</option>
            {INCOTERMS.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>,
          { hint: incotermHint },
        )}
        {field('name', <Input {...control('name')} type="text" autoComplete="name" />)}
        {field('email', <Input {...control('email')} type="email" autoComplete="email" />)}
        {field('message', <TextArea {...control('message')} rows={4} />, { wide: true })}
      </Fields>
      {problem && (
        <Alert role="alert" ref={alertRef} tabIndex={-1}>
          {problem.kind === 'field' ? t('quote.server.field', { field: t(`quote.fields.${problem.field}`) }) : t(`quote.server.${problem.kind}`)}
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t('quote.sending') : t('quote.submit')}
        </Button>
      </div>
    </Form>
  );
}
