// The shapes of the editorial seed texts, as content-files.ts reads them from content/. Every text exists in English,
// French and Arabic, written for this site. A slug is the item's file name (content/<kind>/<slug>.<lang>.md).
import type { CategoryKeyValue } from '@cargora/shared/contracts/schemas';
import type { Localized } from '../../reference/localized';

/** One help article: the question it answers (title), a one- or two-sentence answer, at least three real steps, and a tip. */
export interface HelpArticleSeed { slug: string; title: Localized; summary: Localized; steps: Localized<string[]>; tip: Localized }
export interface HelpTopicSeed { key: string; title: Localized; description: Localized; articles: HelpArticleSeed[] }

/** One blog post: its own topic, in paragraphs no other post shares. */
export interface BlogPostSeed { slug: string; category: CategoryKeyValue; author: string; title: Localized; excerpt: Localized; paragraphs: Localized<string[]> }

export interface FaqSeed { slug: string; topic: 'general' | 'pricing' | 'booking' | 'agents' | 'customs' | 'account'; question: Localized; answer: Localized }

export interface CareerSeed {
  slug: string;
  title: Localized; department: Localized; location: Localized;
  employmentType: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  /** Paragraphs. */
  description: Localized<string[]>; responsibilities: Localized<string[]>; requirements: Localized<string[]>;
}

export interface LegalPageSeed { type: string; title: Localized; sections: { heading: Localized; body: Localized<string[]> }[] }

export interface PackageSeed { name: Localized; priceUsd: number; period: 'month' | 'year'; highlighted: boolean; features: Localized<string[]> }

export interface QueueItemSeed { title: Localized; description: Localized; ctaLabel: Localized }
