import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import i18next from 'i18next';
import { AppProviders } from '../app/app-providers';
import { localIsoDate } from '../contracts/rules';
import { http } from '../http/http-client';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, submissionKeys } from '../http/idempotency-key';
import { setupTestI18n } from '../testing';
import { QuoteRequestForm } from '../ui/quote-request/quote-request-form';
import { submitQuoteRequest } from '../ui/quote-request/submit-quote-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(() => setupTestI18n(null, [], 'en'));
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

const keyOf = (call: unknown[]) => (call[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER];

describe('idempotency keys', () => {
  it('are random UUIDs, also where crypto.randomUUID is missing (a page served over plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('stay the same while the same thing is sent again, and change once it was stored or the content changed', () => {
    const keys = submissionKeys();
    const first = keys.keyFor('a');
    expect(keys.keyFor('a')).toBe(first);
    const other = keys.keyFor('b');
    expect(other).not.toBe(first);
    keys.stored();
    expect(keys.keyFor('b')).not.toBe(other);
  });
});

describe('the quote request form', () => {
  it('sends an Idempotency-Key, the same one when the visitor sends again after a lost answer', async () => {
    const stored = { id: 'x', reference: 'Q-7K3M-9XQ2', serviceTitle: 'Reefer' };
    const post = jest
      .spyOn(http, 'post')
      .mockRejectedValueOnce(new AxiosError('socket hang up', 'ECONNRESET'))
      .mockResolvedValueOnce({ data: { data: stored } } as never);
    const onSent = jest.fn();
    render(<QuoteRequestForm target={{ serviceId: 7 }} title="Request a quote" onSent={onSent} />, { wrapper: AppProviders });
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Transport mode/, 'sea');
    fill(/^Ready date/, localIsoDate(new Date(Date.now() + 7 * 864e5)));
    fill(/^Origin/, 'Algeciras');
    fill(/^Destination/, 'Sines');
    fill(/^Cargo description/, 'Spare parts');
    fill(/^Weight/, '800');
    fill(/^Your name/, 'Ada');
    fill(/^E-mail/, 'ada@example.com');
    const send = screen.getByRole('button', { name: 'Send request' });
    fireEvent.click(send);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(stored));
    expect(keyOf(post.mock.calls[0])).toMatch(UUID);
    expect(keyOf(post.mock.calls[1])).toBe(keyOf(post.mock.calls[0]));
  });

  it('sends a new key for the next request once one was stored, even with the same values', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: {} } } as never);
    const values = {
      mode: 'air', origin: 'Paris', destination: 'Lyon', readyDate: localIsoDate(new Date(Date.now() + 864e5)), cargo: 'Books',
      weightKg: '10', volumeM3: '', containers: '', incoterm: '', name: 'Ada', email: 'ada@example.com', message: '',
    };
    await submitQuoteRequest({ agentId: 3 }, values, 'en');
    await submitQuoteRequest({ agentId: 3 }, values, 'en');
    expect(keyOf(post.mock.calls[1])).not.toBe(keyOf(post.mock.calls[0]));
  });
});
