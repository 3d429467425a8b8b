// The shapes of the editorial seed texts. Every text exists in English, French and Arabic, written for this site.
import type { CategoryKeyValue } from '@cargora/shared/contracts';
import type { Localized } from '../../reference/localized';

/** One help article: the question it answers (title), a one- or two-sentence answer, at least three real steps, and a tip. */
export interface HelpArticleSeed { title: Localized; summary: Localized; steps: Localized<string[]>; tip: Localized }
export interface HelpTopicSeed { key: string; title: Localized; description: Localized; articles: HelpArticleSeed[] }

/** One blog post: its own topic, in paragraphs no other post shares. */
export interface BlogPostSeed { category: CategoryKeyValue; author: string; title: Localized; excerpt: Localized; paragraphs: Localized<string[]> }

export interface FaqSeed { topic: 'general' | 'pricing' | 'booking' | 'agents' | 'customs' | 'account'; question: Localized; answer: Localized }

export interface CareerSeed {
  title: Localized; department: Localized; location: Localized;
  employmentType: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  /** Paragraphs. */
  description: Localized<string[]>; responsibilities: Localized<string[]>; requirements: Localized<string[]>;
}

export interface LegalPageSeed { type: string; title: Localized; sections: { heading: Localized; body: Localized<string[]> }[] }

export interface PackageSeed { name: Localized; priceUsd: number; period: 'month' | 'year'; highlighted: boolean; features: Localized<string[]> }

export interface QueueItemSeed { title: Localized; description: Localized; ctaLabel: Localized }
