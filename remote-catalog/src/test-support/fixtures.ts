// Test data and an http stub shared by the catalog's component tests.
import { http, type AgentSummary, type Page, type Service } from '@cargora/shared';

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

export function page<T>(items: T[], total = items.length, pageNo = 1, pageSize = 12): Page<T> {
  return { items, total, page: pageNo, pageSize };
}

type Handler = (url: string, params: Record<string, unknown>) => unknown;

/** Stubs http.get: `handler` returns the envelope's `data`, or throws `{ response: { status } }`. */
export function stubApi(handler: Handler) {
  return jest.spyOn(http, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    const data = handler(url, (config?.params ?? {}) as Record<string, unknown>);
    return { data: { data }, status: 200, statusText: 'OK', headers: {}, config: {} } as never;
  });
}

export function notFound(message = 'Not found'): never {
  throw Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status: 404, data: { message } },
  });
}

/** The params of every /misc/services list call so far. */
export function serviceListCalls(spy: jest.SpyInstance): Record<string, unknown>[] {
  return spy.mock.calls
    .filter(([url]) => url === '/misc/services')
    .map(([, config]) => (config as { params: Record<string, unknown> }).params);
}
