import type { ApiEnvelope, ContentLang, HelpFeedback, HelpFeedbackBody } from '@cargora/shared/contracts';
import { http, isAxiosError } from '@cargora/shared/runtime';

/**
 * The longest comment the API takes (HELP_FEEDBACK_RULES.commentMax in the contract; a test checks they agree): kept
 * here so the page does not bundle the schema builder.
 */
export const HELP_FEEDBACK_COMMENT_MAX = 500;

/** Characters as the API counts them (code points: an emoji is one). */
export const commentLength = (text: string) => [...text].length;

/** Sends an answer to "Was this article helpful?", in the page's language; the form shows its own errors (no toast). */
export async function submitHelpFeedback(articleId: number, body: HelpFeedbackBody, lang: ContentLang): Promise<HelpFeedback> {
  const comment = body.comment?.trim();
  const res = await http.post<ApiEnvelope<HelpFeedback>>(
    `/misc/help/articles/${articleId}/feedback`,
    comment ? { helpful: body.helpful, comment } : { helpful: body.helpful },
    { params: { lang }, cargora: { toastOnError: false } },
  );
  return res.data.data;
}

export type HelpFeedbackFailure = 'notFound' | 'tooMany' | 'invalid' | 'network' | 'unknown';

/** Why an answer was not saved, as the form explains it. */
export function describeHelpFeedbackFailure(error: unknown): HelpFeedbackFailure {
  if (!isAxiosError(error) || !error.response) return 'network';
  const { status } = error.response;
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooMany';
  if (status === 400) return 'invalid';
  return 'unknown';
}
