import type { AgentCountByCountry } from '@cargora/shared/contracts';
import { apiGetOptional } from '@cargora/shared/runtime';

export interface AgentCounts {
  items: AgentCountByCountry[];
  total: number;
}

export interface ServiceCounts {
  items: { category: string; count: number }[];
  total: number;
}

/** GET /misc/agent/count: agents per country and in all; null when it fails (the figures say so, with Retry). */
export const getAgentCountsOptional = (request: Request) =>
  apiGetOptional<AgentCounts>(request, '/misc/agent/count');

/** GET /misc/services/counts/all: services per category and in all; null when it fails. */
export const getServiceCountsOptional = (request: Request) =>
  apiGetOptional<ServiceCounts>(request, '/misc/services/counts/all');
