import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';

/** What a service's share image shows. */
export interface ServiceCard {
  title: string;
  category: string;
  originCity: string;
  originCountry: string;
  destinationCity: string;
  destinationCountry: string;
  transitDays: number;
  priceUsd: number;
  agent: { id: number; companyName: string; rating: number; reviewCount: number };
}

/** What an agent's (storefront's) share image shows. */
export interface AgentCard {
  id: number;
  companyName: string;
  city: string;
  country: string;
  rating: number;
  reviewCount: number;
  serviceCount: number;
}

export function createShareImagesRepository(db: Kysely<Database>) {
  return {
    async serviceCard(id: number): Promise<ServiceCard | undefined> {
      const row = await db
        .selectFrom('services')
        .innerJoin('agents', 'agents.id', 'services.agent_id')
        .leftJoin('categories', 'categories.key', 'services.category')
        .select([
          'services.title',
          'services.category',
          'categories.name as category_name',
          'services.origin_city',
          'services.origin_country',
          'services.destination_city',
          'services.destination_country',
          'services.transit_days',
          'services.price_usd',
          'agents.id as agent_id',
          'agents.company_name',
          'agents.rating',
          'agents.review_count',
        ])
        .where('services.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        title: row.title,
        category: row.category_name ?? row.category,
        originCity: row.origin_city,
        originCountry: row.origin_country,
        destinationCity: row.destination_city,
        destinationCountry: row.destination_country,
        transitDays: Number(row.transit_days),
        priceUsd: Number(row.price_usd),
        agent: {
          id: Number(row.agent_id),
          companyName: row.company_name,
          rating: Number(row.rating),
          reviewCount: Number(row.review_count),
        },
      };
    },

    /** By the storefront's id (`agents.user_id`, e.g. `agent-0012`). */
    async agentCard(userId: string): Promise<AgentCard | undefined> {
      const row = await db
        .selectFrom('agents')
        .select([
          'agents.id',
          'agents.company_name',
          'agents.city',
          'agents.country',
          'agents.rating',
          'agents.review_count',
          (eb) =>
            eb
              .selectFrom('services')
              .select((s) => s.fn.countAll<number>().as('n'))
              .whereRef('services.agent_id', '=', 'agents.id')
              .as('service_count'),
        ])
        .where('agents.user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: Number(row.id),
        companyName: row.company_name,
        city: row.city,
        country: row.country,
        rating: Number(row.rating),
        reviewCount: Number(row.review_count),
        serviceCount: Number(row.service_count ?? 0),
      };
    },
  };
}

export type ShareImagesRepository = ReturnType<typeof createShareImagesRepository>;
