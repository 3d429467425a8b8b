import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@cargora/shared/ui';
import { page, setupTestI18n, stubApi } from '@cargora/shared/testing';
import { MyQuoteRequests } from '../my-quote-requests';

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['host']));

const REQUEST = {
  id: 'q1', reference: 'Q-3V4Z-N405', status: 'received', serviceId: 7, serviceTitle: 'FCL Casablanca to Rouen', agentId: 3,
  agentName: 'Atlas Freight', mode: 'sea', origin: 'Casablanca', destination: 'Rouen', readyDate: '2026-12-10',
  cargo: 'Olive oil in drums', weightKg: 18000, volumeM3: 33.5, containers: 2, incoterm: 'FOB', name: 'Ada Lovelace',
  email: 'ada@example.com', message: 'Reefer not needed.', createdAt: '2026-11-28T10:00:00.000Z',
};

function renderList() {
  const router = createMemoryRouter([{ path: '*', element: <MyQuoteRequests /> }]);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

it('lists each request with everything that was asked, not only its route and date', async () => {
  stubApi(() => page([REQUEST]));
  renderList();
  const card = await screen.findByRole('article', { name: /Q-3V4Z-N405/ });
  for (const shown of ['Olive oil in drums', '18,000', '33.5', 'FOB', 'Reefer not needed.']) expect(card).toHaveTextContent(shown);
});

it('says the load a request carried: its container type and count, and the declared value', async () => {
  const withLoad = { ...REQUEST, id: 'q2', reference: 'Q-3V4Z-N406', load: { load: 'reefer', n: '2', kg: '18000', value: '60000', valueCur: 'EUR' } };
  stubApi(() => page([withLoad, REQUEST]));
  renderList();
  const card = await screen.findByRole('article', { name: /Q-3V4Z-N406/ });
  expect(card).toHaveTextContent("Load2 × 40' reefer container, declared value €60,000");
  // A request without a load says none.
  expect(screen.getByRole('article', { name: /Q-3V4Z-N405/ })).not.toHaveTextContent('Load');
});

it('shows the agent’s answer once it quoted: the price in its currency, until when it holds, its message', async () => {
  const quoted = {
    ...REQUEST, id: 'q3', reference: 'Q-3V4Z-N407', status: 'quoted',
    answer: { amount: 1480.5, currency: 'EUR', validUntil: '2026-12-13', message: 'Trucks leave daily.', answeredAt: '2026-11-28T16:30:00.000Z' },
  };
  stubApi(() => page([quoted, REQUEST]));
  renderList();
  const card = await screen.findByRole('article', { name: /Q-3V4Z-N407/ });
  expect(card).toHaveTextContent("The agent's price€1,480.50, valid until Dec 13, 2026");
  expect(card).toHaveTextContent("The agent's messageTrucks leave daily.");
  // A request not answered yet shows no answer.
  expect(screen.getByRole('article', { name: /Q-3V4Z-N405/ })).not.toHaveTextContent("The agent's price");
});
