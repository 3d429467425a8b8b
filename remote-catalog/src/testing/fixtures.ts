// Test data shared by the catalog's component tests (http stubs come from @cargora/shared/testing).
import {
  SERVICE_DETAIL_REVIEWS,
  type AgentSummary,
  type Place,
  type Review,
  type Service,
  type ServiceDetail,
} from '@cargora/shared/contracts';
import { apiError, page, paramsOf } from '@cargora/shared/testing';

export const agent: AgentSummary = {
  id: 7,
  userId: 'agent-0007',
  companyName: 'Blue Anchor Logistics',
  country: 'France',
  countryCode: 'FR',
  state: 'Normandy',
  city: 'Le Havre',
  logoUrl: 'http://files.test/logo.svg',
  rating: 4.5,
  reviewCount: 12,
  completedJobs: 340,
  scope: 'international',
  verified: true,
  joinedAt: '2020-01-01T00:00:00.000Z',
};

export function makeService(id: number, patch: Partial<Service> = {}): Service {
  return {
    id,
    title: `Service ${id}`,
    description: `Description of service ${id}`,
    category: 'internationalTransport',
    scope: 'international',
    mode: 'sea',
    originCountry: 'China',
    originCity: 'Shanghai',
    destinationCountry: 'France',
    destinationCity: 'Le Havre',
    price: 1000,
    currency: 'USD',
    priceUsd: 1000,
    transitDays: 20,
    protectionFee: '2.5%',
    rating: 4,
    reviewCount: 3,
    imageUrl: 'http://files.test/service.svg',
    createdAt: '2024-06-01T00:00:00.000Z',
    agent,
    ...patch,
  };
}

/** A service as `GET /misc/services/:id` answers it: with its own newest reviews and the services like it (none by default). */
export function makeServiceDetail(service: Service, more: { reviews?: Review[]; similar?: Service[] } = {}): ServiceDetail {
  return { ...service, recentReviews: page(more.reviews ?? [], undefined, 1, SERVICE_DETAIL_REVIEWS), similar: more.similar ?? [] };
}

/** Fails the stubbed call with a 404, usable as an expression (`hit ?? notFound()`). */
export function notFound(message = 'Not found'): never {
  throw apiError(404, message);
}

/** The params of every /misc/services list call so far. */
export const serviceListCalls = (spy: jest.SpyInstance) => paramsOf(spy, '/misc/services');

/** Places the place search may suggest. */
export const places: Record<string, Place> = {
  shanghai: { name: 'Shanghai', country: 'China', countryCode: 'CN', kind: 'port', services: 42 },
  shenzhen: { name: 'Shenzhen', country: 'China', countryCode: 'CN', kind: 'city', services: 7 },
  rotterdam: { name: 'Rotterdam', country: 'Netherlands', countryCode: 'NL', kind: 'port', services: 31 },
  china: { name: 'China', country: 'China', countryCode: 'CN', kind: 'country', services: 120 },
};
