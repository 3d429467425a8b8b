// The notice form: why, what is wrong, an optional e-mail. A POST form to the page (its route action sends it, with
// JavaScript through the router, without it through the server); the answer is the receipt with its reference, or
// the form again with every field kept and each error beside its field.
import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from '@cargora/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { LISTING_REPORT_RULES, REPORT_REASONS } from '@cargora/shared/rules';
import { Button, Card, FieldError, FieldHint, FormAlert, FormField, FormToken, Input, Label, Select, TextArea } from '@cargora/shared/ui';
import type { ReportAnswer } from './report-target';

const Fields = styled(Card).attrs({ as: 'div' })`
  display: grid;
  gap: 16px;
  max-width: 640px;
`;

export function ReportForm({ answer }: { answer: ReportAnswer | undefined }) {
  const { t } = useTranslation('content');
  const id = useId();
  const sending = useNavigation().state === 'submitting';
  const alertRef = useRef<HTMLDivElement>(null);
  const values = answer?.values ?? { reason: '', description: '', email: '' };
  const errors = answer?.errors ?? {};
  const problem = answer?.problem ?? null;
  const firstError = (['reason', 'description', 'email'] as const).find((field) => errors[field]);

  // Refused: focus goes to the first field in error, or to the alert that says why.
  useEffect(() => {
    if (firstError) document.getElementById(`${id}-${firstError}`)?.focus();
    else if (problem) alertRef.current?.focus();
  }, [answer, firstError, problem, id]);

  const errorOf = (field: 'reason' | 'description' | 'email') =>
    errors[field] ? (
      <FieldError id={`${id}-${field}-error`}>{t(`report.errors.${field}.${errors[field]}`, { count: errors[field] === 'tooLong' ? LISTING_REPORT_RULES.description.max : LISTING_REPORT_RULES.description.min })}</FieldError>
    ) : null;
  const described = (field: 'reason' | 'description' | 'email', hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Form method="post" noValidate aria-labelledby={`${id}-title`} aria-busy={sending}>
      <FormToken />
      <Fields>
        <h2 id={`${id}-title`} style={{ margin: 0 }}>{t('report.formTitle')}</h2>
        {problem && (
          <FormAlert ref={alertRef} role="alert" tabIndex={-1}>
            {problem.kind === 'expired' ? t('report.expired') : problem.message || t('report.failed')}
          </FormAlert>
        )}
        <FormField>
          <Label htmlFor={`${id}-reason`}>{t('report.reason')}</Label>
          <Select id={`${id}-reason`} name="reason" defaultValue={values.reason} required aria-invalid={Boolean(errors.reason)} aria-describedby={described('reason')}>
            <option value="">{t('report.chooseReason')}</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`report.reasons.${reason}`)}
              </option>
            ))}
          </Select>
          {errorOf('reason')}
        </FormField>
        <FormField>
          <Label htmlFor={`${id}-description`}>{t('report.description')}</Label>
          <TextArea
            id={`${id}-description`}
            name="description"
            defaultValue={values.description}
            required
            minLength={LISTING_REPORT_RULES.description.min}
            maxLength={LISTING_REPORT_RULES.description.max}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={described('description', true)}
          />
          <FieldHint id={`${id}-description-hint`}>{t('report.descriptionHint', { count: LISTING_REPORT_RULES.description.min })}</FieldHint>
          {errorOf('description')}
        </FormField>
        <FormField>
          <Label htmlFor={`${id}-email`}>{t('report.email')}</Label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" defaultValue={values.email} aria-invalid={Boolean(errors.email)} aria-describedby={described('email', true)} />
          <FieldHint id={`${id}-email-hint`}>{t('report.emailHint')}</FieldHint>
          {errorOf('email')}
        </FormField>
        <div>
          <Button type="submit" disabled={sending}>{sending ? t('report.sending') : t('report.send')}</Button>
        </div>
      </Fields>
    </Form>
  );
}
