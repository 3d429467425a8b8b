import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { colors } from '@cargora/shared/runtime';
import {
  Button,
  Card,
  FieldError,
  FieldHint,
  FormAlert,
  FormField,
  Label,
  Row,
  Text,
  TextArea,
} from '@cargora/shared/ui';
import { useContentLanguage } from '../../../hooks/use-content-language';
import {
  commentLength,
  describeHelpFeedbackFailure,
  HELP_FEEDBACK_COMMENT_MAX,
  submitHelpFeedback,
  type HelpFeedbackFailure,
} from '../api/submit-help-feedback';

const Panel = styled(Card).attrs({ as: 'aside' })`
  margin-block-start: 32px;
  max-width: 560px;
  display: grid;
  gap: 12px;
`;

const Choice = styled(Button)`
  &[aria-pressed='true'] {
    background: ${colors.primaryDark};
    border-color: ${colors.primaryDark};
    color: ${colors.primaryContrast};
  }
`;

type Answer = 'yes' | 'no';

/**
 * "Was this article helpful?": Yes or No, an optional comment, then sent to the API (POST …/feedback). Thanks once the
 * API has stored it; a failure is explained, with everything typed kept for another try.
 */
export function HelpfulFeedback({ articleId }: { articleId: number }) {
  const { t } = useTranslation('content');
  const { lang } = useContentLanguage();
  const id = useId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<HelpFeedbackFailure | null>(null);
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const length = commentLength(comment);
  const tooLong = length > HELP_FEEDBACK_COMMENT_MAX;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!answer || tooLong || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      await submitHelpFeedback(articleId, { helpful: answer === 'yes', comment }, lang);
      setSent(true);
    } catch (error) {
      setFailure(describeHelpFeedbackFailure(error));
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (sent)
    return (
      <Panel aria-label={t('help.feedbackLabel')}>
        <Text role="status">{answer === 'yes' ? t('help.thanksYes') : t('help.thanksNo')}</Text>
      </Panel>
    );

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Panel aria-label={t('help.feedbackLabel')}>
      <form onSubmit={send} aria-labelledby={`${id}-question`} aria-busy={sending} noValidate style={{ display: 'grid', gap: 12 }}>
        <Row $gap={12}>
          <Text id={`${id}-question`} as="h2" $variant="fm-h6">
            {t('help.helpfulQuestion')}
          </Text>
          {(['yes', 'no'] as const).map((choice) => (
            <Choice
              key={choice}
              type="button"
              $variant="outline"
              aria-pressed={answer === choice}
              onClick={() => setAnswer(choice)}
            >
              {t(`help.${choice}`)}
            </Choice>
          ))}
        </Row>
        {answer && (
          <>
            <FormField>
              <Label htmlFor={`${id}-comment`}>{answer === 'yes' ? t('help.feedback.commentYes') : t('help.feedback.commentNo')}</Label>
              <TextArea
                id={`${id}-comment`}
                name="comment"
                rows={3}
                value={comment}
                aria-invalid={tooLong ? 'true' : undefined}
                aria-describedby={tooLong ? `${errorId} ${hintId}` : hintId}
                onChange={(event) => setComment(event.target.value)}
              />
              <FieldHint id={hintId} aria-live="polite">
                {t('help.feedback.counter', { length, count: HELP_FEEDBACK_COMMENT_MAX })}
              </FieldHint>
              {tooLong && <FieldError id={errorId}>{t('help.feedback.tooLong', { count: HELP_FEEDBACK_COMMENT_MAX })}</FieldError>}
            </FormField>
            {failure && (
              <FormAlert role="alert" tabIndex={-1} ref={alertRef}>
                {t(`help.feedback.errors.${failure}`)}
              </FormAlert>
            )}
            <Row>
              <Button type="submit" disabled={sending || tooLong}>
                {sending ? t('help.feedback.sending') : t('help.feedback.send')}
              </Button>
            </Row>
          </>
        )}
      </form>
    </Panel>
  );
}
