import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18next } from '@cargora/shared/runtime';
import { pathTo } from '@cargora/shared/contracts';
import { AppProviders } from '@cargora/shared/ui';
import { setupTestI18n } from '@cargora/shared/testing';
import { Footer } from '../footer';

beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));
afterAll(() => i18next.changeLanguage('en'));

// The support group holds only real links: no "live chat" that is a dead span, no control without a destination.
it.each([
  ['en', 'Contact us'],
  ['fr', 'Nous contacter'],
  ['ar', 'اتصل بنا'],
])('the support group links to where the contact details are, named in %s', async (lng, name) => {
  await i18next.changeLanguage(lng);
  render(
    <AppProviders>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </AppProviders>,
  );
  const group = screen.getByRole('heading', { name: i18next.t('host:footer.support.title') }).closest('section')!;
  const items = within(group).getAllByRole('listitem');
  expect(items.map((item) => within(item).queryByRole('link'))).not.toContain(null);
  expect(within(group).getByRole('link', { name })).toHaveAttribute('href', pathTo('legalNotice'));
});
