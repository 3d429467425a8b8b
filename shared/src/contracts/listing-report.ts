// "Report this listing": the rules of a notice, written once. The report form checks them as the visitor types and
// in its route action; the API checks them again.

/** What a visitor can report: a service, an agent (their storefront) or a review. */
export const REPORT_TARGETS = ['service', 'agent', 'review'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why: the grounds a notice names (the form offers them in this order). */
export const REPORT_REASONS = ['scam', 'misleading', 'illegal', 'intellectualProperty', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const LISTING_REPORT_RULES = {
  /** Characters of the explanation: enough to say what is wrong and where. */
  description: { min: 20, max: 2000 },
  email: { max: 254, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
  targetId: { max: 64 },
} as const;

export interface ListingReportValues {
  reason: string;
  description: string;
  email: string;
}

/** Error codes; the site translates them (`report.errors.<field>.<code>`), the API words them in English. */
export type ListingReportError = 'required' | 'tooShort' | 'tooLong' | 'invalid';
export type ListingReportErrors = Partial<Record<keyof ListingReportValues, ListingReportError>>;

const isReportReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);

/** A target id as the site names it: a positive integer for services and reviews, a storefront id for agents. */
export function validReportTargetId(type: ReportTarget, id: string): boolean {
  if (type === 'agent') return /^[A-Za-z0-9_-]+$/.test(id) && id.length <= LISTING_REPORT_RULES.targetId.max;
  return /^[1-9]\d{0,15}$/.test(id);
}

export function validateListingReport(values: ListingReportValues): ListingReportErrors {
  const R = LISTING_REPORT_RULES;
  const errors: ListingReportErrors = {};
  if (!values.reason) errors.reason = 'required';
  else if (!isReportReason(values.reason)) errors.reason = 'invalid';
  const description = values.description.trim();
  if (!description) errors.description = 'required';
  else if ([...description].length < R.description.min) errors.description = 'tooShort';
  else if ([...description].length > R.description.max) errors.description = 'tooLong';
  const email = values.email.trim();
  if (email && !(R.email.pattern.test(email) && email.length <= R.email.max)) errors.email = 'invalid';
  return errors;
}

/** The API's English for each error. */
export const LISTING_REPORT_MESSAGES: Record<keyof ListingReportValues, Partial<Record<ListingReportError, string>>> = {
  reason: { required: 'reason is required', invalid: `reason must be one of ${REPORT_REASONS.join(', ')}` },
  description: {
    required: 'description is required: say what is wrong, and where',
    tooShort: `description must be at least ${LISTING_REPORT_RULES.description.min} characters`,
    tooLong: `description must be at most ${LISTING_REPORT_RULES.description.max} characters`,
  },
  email: { invalid: 'email must be an e-mail address like name@example.com' },
};
