import { join } from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { paramsOf, renderRouteModule, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import { PLACES_ENDPOINT } from '@cargora/shared/ui';
import * as AllServicesPage from '../../../app/routes/all-services-page';
import { makeService, places } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

describe('place suggestions given the other side of the route', () => {
  it('ask for the counts with the origin chosen, and show them', async () => {
    const spy = stubApi((url, params) => {
      if (url === '/misc/services') return page([makeService(1, { title: 'Sea Shanghai' })]);
      // The API counts the services from the origin given as `other`.
      if (url === PLACES_ENDPOINT) return { items: [{ ...places.rotterdam, services: params.other ? 3 : 31 }] };
      return { items: [], total: 0 };
    });
    renderRouteModule(AllServicesPage, { url: '/allServices?origin=Shanghai', pattern: '/allServices' });
    await screen.findByText('Sea Shanghai');
    const destination = screen.getByRole('combobox', { name: 'Destination (city, port or country)' });
    fireEvent.change(destination, { target: { value: 'rot' } });
    const option = await screen.findByRole('option', { name: /^Rotterdam/ });
    expect(paramsOf(spy, PLACES_ENDPOINT).at(-1)).toMatchObject({ q: 'rot', side: 'destination', other: 'Shanghai' });
    expect(option).toHaveTextContent('3 services');
  });
});
