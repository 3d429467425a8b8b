import { join } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { Category } from '@cargora/shared/contracts';
import { apiError, queryRouteModule, renderRouteModule, setupTestI18n } from '@cargora/shared/testing';
import { pathsOf, stubLoaderApi } from '../../../testing/api';
import * as blocks from '../../../components/content-blocks';
import * as aboutUs from '../about-us-page';
import * as agentCategories from '../agent-categories-page';
import * as customersType from '../customers-type-page';
import * as digitalWallet from '../digital-wallet-page';
import * as howItWorks from '../how-it-works-page';
import * as securedPayments from '../secured-payments-page';

// The lead paragraph every information page shows can be made to throw, as a bug in the page would.
jest.mock('../../../components/content-blocks', () => {
  const actual = jest.requireActual<typeof import('../../../components/content-blocks')>(
    '../../../components/content-blocks',
  );
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const mockFault = { broken: false };
  return {
    ...actual,
    mockFault,
    Lead: (props: Parameters<typeof actual.Lead>[0]) => {
      if (mockFault.broken) throw new Error('A page fault made on purpose by the test');
      return createElement(actual.Lead, props);
    },
  };
});
const fault = (blocks as unknown as { mockFault: { broken: boolean } }).mockFault;

const LOCALES = join(__dirname, '../../../../public/locales');
const SITE = 'http://site.test';
const QUEUE = {
  id: 1,
  title: 'Talk to a logistics expert',
  description: 'Join the queue and an expert calls you back.',
  waitingCustomers: 7,
  averageWaitMinutes: 4,
  ctaLabel: 'Join the queue',
};
const CATEGORIES: Category[] = [
  { key: 'customsServices', name: 'Customs', description: 'API text', serviceCount: 1200 },
  { key: 'warehouseServices', name: 'Warehouse', description: 'API text', serviceCount: 3 },
] as Category[];
const AGENTS = {
  items: [
    { country: 'France', count: 3 },
    { country: 'Chile', count: 2 },
  ],
  total: 5,
};
const SERVICES = { items: [{ category: 'customsServices', count: 1200 }], total: 1234 };

/** The API of these pages; `down` paths fail with a 503. */
function stubInfoApi(down: string[] = []) {
  return stubLoaderApi((path) => {
    if (down.includes(path)) throw apiError(503);
    if (path === '/misc/qms') return QUEUE;
    if (path === '/misc/category/all') return { items: CATEGORIES };
    if (path === '/misc/agent/count') return AGENTS;
    if (path === '/misc/services/counts/all') return SERVICES;
    throw apiError(404);
  });
}

beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));
afterEach(() => {
  fault.broken = false;
});

describe('pages of fixed text', () => {
  it.each([
    [securedPayments, '/securedpayments', 'Payments and cargo protection'],
    [customersType, '/customerstype', 'Who uses Cargora'],
    [digitalWallet, '/cargora-digital-wallet-page', 'Cargora digital wallet'],
  ])(
    '%#: ask the API nothing for their text; their head is their title and description',
    async (module, path, title) => {
      const { get } = stubInfoApi();
      const { status, meta } = await queryRouteModule(module, { pattern: path, url: path, ns: 'content' });
      expect(status).toBe(200);
      expect(get).not.toHaveBeenCalled();
      expect(meta).toEqual({ title, description: expect.stringMatching(/^\S.{40,}/) });
    },
  );

  it('reads only the expert queue for the how-it-works page, which shows without it', async () => {
    const { get } = stubInfoApi();
    const { status, data, meta } = await queryRouteModule(howItWorks, { pattern: '/how-it-works', url: '/how-it-works', ns: 'content' });
    expect(status).toBe(200);
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/misc/qms']);
    expect(data).toEqual({ queue: QUEUE });
    expect(meta).toEqual({ title: 'How Cargora works', description: expect.stringMatching(/^\S.{40,}/) });
  });

  it('offers the expert queue on the how-it-works page; joining opens the customer site', async () => {
    stubInfoApi();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderRouteModule(howItWorks, { pattern: '/how-it-works', url: '/how-it-works' });
    const queue = await screen.findByRole('region', { name: QUEUE.title });
    expect(within(queue).getByText('Customers waiting: 7')).toBeInTheDocument();
    const join = within(queue).getByRole('link', { name: /Join the queue/ });
    // A link to the customer site (without JavaScript too); a click opens it as a tab this page knows.
    expect(join).toHaveAttribute('href', 'http://localhost:5100');
    fireEvent.click(join);
    expect(open).toHaveBeenCalledWith('http://localhost:5100', '_blank');
  });
});

describe('about us', () => {
  it('reads the agent and service counts in parallel and shows them', async () => {
    const { get, mostInFlight } = stubInfoApi();
    const { status } = await queryRouteModule(aboutUs, {
      pattern: '/aboutus',
      url: '/aboutus',
      ns: 'content',
    });
    expect(status).toBe(200);
    expect(pathsOf(get).sort()).toEqual(['/misc/agent/count', '/misc/services/counts/all']);
    expect(mostInFlight()).toBe(2);
    renderRouteModule(aboutUs, { pattern: '/aboutus', url: '/aboutus' });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('stays up without its figures, says so, and Retry reads them again', async () => {
    stubInfoApi(['/misc/agent/count']);
    expect(
      (await queryRouteModule(aboutUs, { pattern: '/aboutus', url: '/aboutus', ns: 'content' })).status,
    ).toBe(200);
    const user = userEvent.setup();
    renderRouteModule(aboutUs, { pattern: '/aboutus', url: '/aboutus' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Some figures could not be loaded.');
    expect(screen.getByText('1,234')).toBeInTheDocument();
    stubInfoApi();
    await user.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a page that throws inside its error boundary, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubInfoApi();
    fault.broken = true;
    renderRouteModule(aboutUs, { pattern: '/aboutus', url: '/aboutus' });
    expect(await screen.findByRole('alert')).toHaveTextContent(i18next.t('common:renderError'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    fault.broken = false;
    fireEvent.click(screen.getByRole('button', { name: i18next.t('common:retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Cargora' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('agent categories', () => {
  it('reads the categories; search engines get each with its page, none indexed when there are none', async () => {
    const { get } = stubInfoApi();
    const { status, meta } = await queryRouteModule(agentCategories, {
      pattern: '/agentcategories',
      url: '/agentcategories',
      ns: 'content',
    });
    expect(status).toBe(200);
    expect(pathsOf(get)).toEqual(['/misc/category/all']);
    expect(meta).toEqual({
      title: 'Agent categories',
      description: expect.any(String),
      structuredData: [
        {
          '@type': 'ItemList',
          numberOfItems: 2,
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: 'Customs Services',
              url: `${SITE}/categories/customsServices`,
            },
            {
              '@type': 'ListItem',
              position: 2,
              name: 'Warehouse Services',
              url: `${SITE}/categories/warehouseServices`,
            },
          ],
        },
      ],
    });
    stubLoaderApi(() => ({ items: [] }));
    expect(
      (
        await queryRouteModule(agentCategories, {
          pattern: '/agentcategories',
          url: '/agentcategories',
          ns: 'content',
        })
      ).meta?.noindex,
    ).toBe(true);
  });

  it('shows each category with its count and a link to its services; the API down is a 503', async () => {
    stubInfoApi();
    renderRouteModule(agentCategories, { pattern: '/agentcategories', url: '/agentcategories' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Customs Services' })).toBeInTheDocument();
    expect(screen.getByText('Services available: 1,200')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Customs Services/ })).toHaveAttribute(
      'href',
      '/categories/customsServices',
    );

    stubInfoApi(['/misc/category/all']);
    expect(
      (
        await queryRouteModule(agentCategories, {
          pattern: '/agentcategories',
          url: '/agentcategories',
          ns: 'content',
        })
      ).status,
    ).toBe(503);
  });
});
