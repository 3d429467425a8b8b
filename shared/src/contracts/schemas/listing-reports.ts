import { Type, type Static } from '@sinclair/typebox';
import { LISTING_REPORT_RULES, REPORT_REASONS, REPORT_TARGETS } from '../listing-report';

const TargetType = Type.Union(REPORT_TARGETS.map((t) => Type.Literal(t)), { description: 'what is reported' });

/** A notice about a listing. The reason and the texts are checked by validateListingReport (one rule set with the form). */
export const ListingReportBody = Type.Object(
  {
    targetType: TargetType,
    targetId: Type.String({ minLength: 1, maxLength: LISTING_REPORT_RULES.targetId.max, description: 'a service or review id, or an agent storefront id' }),
    reason: Type.String({ maxLength: 40, description: `one of ${REPORT_REASONS.join(', ')}` }),
    description: Type.String({ maxLength: 8000, description: 'what is wrong, and where' }),
    email: Type.Optional(Type.String({ maxLength: 1000, description: 'to be told the outcome (optional)' })),
  },
  { additionalProperties: false },
);
export type ListingReportBodyT = Static<typeof ListingReportBody>;

export const ListingReportReceipt = Type.Object({
  /** What the notifier quotes when writing about it, e.g. RPT-7K2M9QX4. */
  reference: Type.String(),
  targetType: TargetType,
  targetId: Type.String(),
  reason: Type.String(),
  receivedAt: Type.String(),
});
export type ListingReportReceiptT = Static<typeof ListingReportReceipt>;
