import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../app/app-providers';
import { localIsoDate } from '../contracts/rules';
import { http } from '../http/http-client';
import { setupTestI18n } from '../testing';
import { QuoteRequestForm } from '../ui/quote-request/quote-request-form';

beforeAll(() => setupTestI18n(null, [], 'fr'));
afterEach(() => jest.restoreAllMocks());

describe('the quote request form', () => {
  it('posts in the page’s language, so the request comes back with the service’s title in it', async () => {
    const stored = { id: 'x', reference: 'Q-2026-000001', serviceTitle: 'Avitaillement des navires à Algésiras' };
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: stored } } as never);
    const onSent = jest.fn();
    render(<QuoteRequestForm target={{ serviceId: 1983 }} title="Demander un devis" onSent={onSent} />, { wrapper: AppProviders });
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Mode de transport/, 'sea');
    fill(/^Date de disponibilité/, localIsoDate(new Date(Date.now() + 7 * 864e5)));
    fill(/^Origine/, 'Algeciras');
    fill(/^Destination/, 'Sines');
    fill(/^Description de la marchandise/, 'Vivres et pièces');
    fill(/^Poids/, '800');
    fill(/^Votre nom/, 'Ada');
    fill(/^E-mail/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(stored));
    expect(post).toHaveBeenCalledWith(
      '/misc/quote-requests',
      expect.objectContaining({ serviceId: 1983, mode: 'sea', weightKg: 800 }),
      expect.objectContaining({ params: { lang: 'fr' } }),
    );
  });
});
