// Test data shaped like the API's answers (shared/src/contracts/types.ts).
import type { AgentDetail, AgentSummary, Review, Service } from '@cargora/shared/contracts';

export function agent(id: number, patch: Partial<AgentSummary> = {}): AgentSummary {
  return {
    id,
    userId: `agent-${String(id).padStart(4, '0')}`,
    companyName: `Company ${id}`,
    country: 'France',
    countryCode: 'FR',
    state: 'Normandy',
    city: 'Le Havre',
    logoUrl: `https://files.test/logos/${id}.svg`,
    rating: 4.5,
    reviewCount: 10,
    completedJobs: 120,
    scope: 'domestic',
    verified: true,
    joinedAt: '2022-05-01T00:00:00.000Z',
    ...patch,
  };
}

export function agentDetail(id: number, patch: Partial<AgentDetail> = {}): AgentDetail {
  return {
    ...agent(id),
    description: 'We move containers.',
    email: 'hello@company.test',
    phone: '+33 1 23 45 67 89',
    website: 'https://company.test',
    languages: ['fr', 'en'],
    ...patch,
  };
}

export function service(id: number, patch: Partial<Service> = {}): Service {
  return {
    id,
    title: `Service ${id}`,
    description: 'A service',
    category: 'internationalTransport',
    scope: 'international',
    mode: 'air',
    originCountry: 'France',
    originCity: 'Paris',
    destinationCountry: 'Japan',
    destinationCity: 'Osaka',
    price: 100,
    currency: 'USD',
    priceUsd: 100,
    transitDays: 5,
    protectionFee: '',
    rating: 0,
    reviewCount: 0,
    imageUrl: 'https://files.test/s.svg',
    createdAt: '2024-01-01T00:00:00.000Z',
    agent: agent(1),
    ...patch,
  };
}

export function review(id: number, patch: Partial<Review> = {}): Review {
  return {
    id,
    agentId: 1,
    serviceId: null,
    customerName: `Customer ${id}`,
    rating: 5,
    comment: `Comment ${id}`,
    createdAt: '2024-03-01T00:00:00.000Z',
    ...patch,
  };
}
