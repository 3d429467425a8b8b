import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  pathTo,
  type JobApplicationReceipt,
  type JobApplicationField,
  type JobApplicationValues,
  type JobApplicationErrors,
} from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { toast, isolate, colors } from '@cargora/shared/runtime';
import {
  Link,
  Button,
  Card,
  FieldError,
  FieldHint as Hint,
  FormAlert as Alert,
  FormField as Field,
  Input,
  Label,
  Text,
  TextArea,
  BidiText,
  FormToken,
} from '@cargora/shared/ui';
import { JOB_APPLICATION_FIELDS, JOB_APPLICATION_RULES, validateJobApplication, validateJobApplicationField } from '@cargora/shared/rules';
import { describeFailure, submitApplication, type ApplicationAnswer, type SubmitFailure } from '../api/submit-application';
import { formatFileSize } from '../lib/format-file-size';
import { ApplicationSuccess } from './application-success';

const CV_ACCEPT = JOB_APPLICATION_RULES.cv.extensions.map((ext) => `.${ext}`).join(',');

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 20px;
  max-width: 720px;
`;

const Counter = styled(Hint)<{ $over: boolean }>`
  text-align: end;
  color: ${({ $over }) => ($over ? colors.error : colors.textMuted)};
`;

const EMPTY: JobApplicationValues = { name: '', email: '', phone: '', coverLetter: '' };

interface Props {
  careerId: number;
  jobTitle: string;
  /** The server's answer to the form posted without JavaScript: the receipt, or the form again with its errors. */
  answer?: ApplicationAnswer;
}

/**
 * The job application: validated here, posted as multipart, and never losing what the user typed. Without
 * JavaScript it posts to the page itself (POST, multipart: nothing the applicant typed goes in the address), where
 * the route's action checks and sends it and the page comes back with the receipt or with the form and its errors.
 */
export function ApplicationForm({ careerId, jobTitle, answer }: Props) {
  const { t, i18n } = useTranslation('careers');
  const id = useId();
  const [values, setValues] = useState<JobApplicationValues>(answer?.values ?? EMPTY);
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<JobApplicationErrors>(answer?.errors ?? {});
  const [problem, setProblem] = useState<SubmitFailure | null>(answer?.problem ?? null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<JobApplicationReceipt | null>(answer?.receipt ?? null);
  // The form came back from the server with what was typed: a CV must be attached again.
  const returned = Boolean(answer && !answer.receipt);
  const controls = useRef<Partial<Record<JobApplicationField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  // State updates are async; the ref closes the gap between two fast clicks.
  const inFlight = useRef(false);

  const idOf = (field: JobApplicationField, part: 'input' | 'error' | 'hint') => `${id}-${field}-${part}`;
  const focusField = (field: JobApplicationField) => controls.current[field]?.focus();

  // Once a field has been flagged, re-check it as the user fixes it.
  const revalidate = (field: JobApplicationField, nextValues: JobApplicationValues, nextCv: File | null) => {
    setErrors((current) => (field in current ? { ...current, [field]: validateJobApplicationField(field, nextValues, nextCv) } : current));
  };

  const onText = (field: Exclude<JobApplicationField, 'cv'>) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    revalidate(field, next, cv);
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    setCv(file);
    revalidate('cv', values, file);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const found = validateJobApplication(values, cv);
    setErrors(found);
    setProblem(null);
    const firstInvalid = JOB_APPLICATION_FIELDS.find((f) => found[f]);
    if (firstInvalid || !cv) {
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const sent = await submitApplication(careerId, values, cv);
      toast.success(t('apply.success.toast'));
      setReceipt(sent.receipt);
    } catch (error) {
      const failure = describeFailure(error);
      setProblem(failure);
      if (failure.kind === 'field') {
        setErrors({ [failure.field]: 'server' });
        focusField(failure.field);
      } else {
        // Wait for the alert to render before moving focus to it.
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (receipt) return <ApplicationSuccess receipt={receipt} jobTitle={jobTitle} />;

  const errorText = (field: JobApplicationField) => {
    const code = errors[field];
    if (!code) return null;
    const min = field === 'cv' ? undefined : (JOB_APPLICATION_RULES as Record<string, { min?: number }>)[field]?.min;
    const max = field === 'cv' ? JOB_APPLICATION_RULES.cv.maxMb : (JOB_APPLICATION_RULES as Record<string, { max?: number }>)[field]?.max;
    // `count` picks the plural form: the number of characters the sentence counts.
    return t(`apply.errors.${field}.${code}`, { min, max, count: code === 'tooShort' ? min : max });
  };

  const describedBy = (field: JobApplicationField, ...extra: string[]) =>
    [...extra, errors[field] ? idOf(field, 'error') : null].filter(Boolean).join(' ') || undefined;

  const renderError = (field: JobApplicationField): ReactNode =>
    errors[field] ? <FieldError id={idOf(field, 'error')}>{errorText(field)}</FieldError> : null;

  const textField = (field: 'name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <Field>
      <Label htmlFor={idOf(field, 'input')}>{t(`apply.fields.${field}.label`)}</Label>
      <Input
        id={idOf(field, 'input')}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={onText(field)}
        ref={(el: HTMLInputElement | null) => {
          controls.current[field] = el;
        }}
        aria-required="true"
        aria-invalid={errors[field] ? 'true' : 'false'}
        aria-describedby={describedBy(field, idOf(field, 'hint'))}
      />
      <Hint id={idOf(field, 'hint')}>{t(`apply.fields.${field}.hint`)}</Hint>
      {renderError(field)}
    </Field>
  );

  const letterLength = values.coverLetter.length;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-form-title`}
      aria-busy={sending}
    >
      <FormToken />
      <input type="hidden" name="careerId" value={careerId} />
      <Text as="h2" $variant="fm-h4" id={`${id}-form-title`}>
        <BidiText>{t('apply.formTitle', { title: isolate(jobTitle) })}</BidiText>
      </Text>
      <Text $muted $variant="fm-p3">
        {t('apply.allRequired')}
      </Text>

      {textField('name', 'text', 'name')}
      {textField('email', 'email', 'email')}
      {textField('phone', 'tel', 'tel')}

      <Field>
        <Label htmlFor={idOf('coverLetter', 'input')}>{t('apply.fields.coverLetter.label')}</Label>
        <TextArea
          id={idOf('coverLetter', 'input')}
          name="coverLetter"
          rows={8}
          value={values.coverLetter}
          onChange={onText('coverLetter')}
          ref={(el: HTMLTextAreaElement | null) => {
            controls.current.coverLetter = el;
          }}
          aria-required="true"
          aria-invalid={errors.coverLetter ? 'true' : 'false'}
          aria-describedby={describedBy('coverLetter', idOf('coverLetter', 'hint'))}
        />
        <Counter id={idOf('coverLetter', 'hint')} $over={letterLength > JOB_APPLICATION_RULES.coverLetter.max}>
          {t('apply.fields.coverLetter.counter', {
            length: letterLength,
            count: JOB_APPLICATION_RULES.coverLetter.max,
            min: JOB_APPLICATION_RULES.coverLetter.min,
          })}
        </Counter>
        {renderError('coverLetter')}
      </Field>

      <Field>
        <Label htmlFor={idOf('cv', 'input')}>{t('apply.fields.cv.label')}</Label>
        <Input
          id={idOf('cv', 'input')}
          name="cv"
          type="file"
          accept={CV_ACCEPT}
          onChange={onFile}
          ref={(el: HTMLInputElement | null) => {
            controls.current.cv = el;
          }}
          aria-required="true"
          aria-invalid={errors.cv ? 'true' : 'false'}
          aria-describedby={describedBy('cv', idOf('cv', 'hint'))}
        />
        <Hint id={idOf('cv', 'hint')}>
          {cv ? (
            <BidiText>{t('apply.fields.cv.chosen', { name: isolate(cv.name), size: isolate(formatFileSize(cv.size, i18n.language)) })}</BidiText>
          ) : (
            <>
              {t('apply.fields.cv.hint', { max: JOB_APPLICATION_RULES.cv.maxMb })}
              {returned && ` ${t('apply.fields.cv.again')}`}
            </>
          )}
        </Hint>
        {renderError('cv')}
      </Field>

      {problem && (
        <Alert role="alert" ref={alertRef} tabIndex={-1}>
          {problem.kind === 'field'
            ? t('apply.server.field', { field: t(`apply.fields.${problem.field}.label`) })
            : t(`apply.server.${problem.kind}`, { max: JOB_APPLICATION_RULES.cv.maxMb })}
          {(problem.kind === 'notFound' || problem.kind === 'closed') && (
            <>
              {' '}
              <Link to={pathTo('career')}>{t('apply.server.seeOpenJobs')}</Link>
            </>
          )}
        </Alert>
      )}

      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t('apply.sending') : t('apply.submit')}
        </Button>
      </div>
    </Form>
  );
}
