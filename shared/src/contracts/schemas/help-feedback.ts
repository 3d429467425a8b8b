import { Type, type Static } from '@sinclair/typebox';

/** The bounds of an answer to "Was this article helpful?": the form counts the comment the way the API does. */
export const HELP_FEEDBACK_RULES = {
  /** Characters (Unicode code points, as the API's validator counts them) of the optional comment. */
  commentMax: 500,
} as const;

export const HelpFeedbackBody = Type.Object(
  {
    helpful: Type.Boolean({ description: 'true: the article helped; false: it did not' }),
    comment: Type.Optional(Type.String({ maxLength: HELP_FEEDBACK_RULES.commentMax, description: 'what was missing or unclear' })),
  },
  { additionalProperties: false },
);
export type HelpFeedbackBodyT = Static<typeof HelpFeedbackBody>;

export const HelpFeedback = Type.Object({
  id: Type.String(),
  articleId: Type.Integer(),
  helpful: Type.Boolean(),
  /** The comment as stored (trimmed); null when none was given. */
  comment: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type HelpFeedbackT = Static<typeof HelpFeedback>;
