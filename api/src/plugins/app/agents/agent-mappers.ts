import type { AgentsTable } from '../../../db/types';
import { parseJsonArray } from '../../../lib/json';
import { placeName } from '../../../lib/place-names';
import { inLanguage } from '../../../lib/translations';
import { httpUrl, type AgentDetailT, type AgentSummaryT, type ContentLangT } from '@cargora/shared/contracts/schemas';

export type AgentSummaryRow = Pick<
  AgentsTable,
  'id' | 'user_id' | 'company_name' | 'country' | 'country_code' | 'state' | 'city' | 'logo_path' | 'rating' | 'review_count' | 'completed_jobs' | 'scope' | 'verified' | 'joined_at'
>;

export const AGENT_SUMMARY_COLUMNS = [
  'agents.id', 'agents.user_id', 'agents.company_name', 'agents.country', 'agents.country_code', 'agents.state', 'agents.city',
  'agents.logo_path', 'agents.rating', 'agents.review_count', 'agents.completed_jobs', 'agents.scope', 'agents.verified', 'agents.joined_at',
] as const;

export function toAgentSummary(row: AgentSummaryRow, filesOrigin: string, lang: ContentLangT): AgentSummaryT {
  return {
    id: Number(row.id),
    userId: row.user_id,
    companyName: row.company_name,
    country: row.country,
    countryCode: row.country_code,
    state: row.state,
    city: row.city,
    names: {
      country: placeName.country(row.country, lang),
      state: placeName.state(row.country, row.state, lang),
      city: placeName.city(row.country, row.city, lang),
    },
    logoUrl: `${filesOrigin}/files/${row.logo_path}`,
    rating: Number(row.rating),
    reviewCount: Number(row.review_count),
    completedJobs: Number(row.completed_jobs),
    scope: row.scope === 'domestic' ? 'domestic' : 'international',
    verified: Number(row.verified) === 1,
    joinedAt: row.joined_at,
  };
}

export function toAgentDetail(row: AgentsTable, filesOrigin: string, lang: ContentLangT): AgentDetailT {
  return {
    ...toAgentSummary(row, filesOrigin, lang),
    ...inLanguage({ description: row.description }, row.translations, lang),
    email: row.email,
    phone: row.phone,
    // Rows written before the check on write could hold a javascript: URL: only http(s) ever reaches an href.
    website: httpUrl(row.website) ?? '',
    languages: parseJsonArray(row.languages),
  };
}
