import { AxiosError } from 'axios';
import { http, IDEMPOTENCY_HEADER } from '@cargora/shared/runtime';
import { submitApplication } from '../api/submit-application';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const VALUES = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+31 10 123 4567', coverLetter: 'I have shipped containers for ten years.' };
const cv = () => new File(['%PDF-1.4 fake'], 'my-cv.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 });
const keyOf = (call: unknown[]) => (call[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER];
const receipt = { data: { data: { id: 'a', careerId: 7, createdAt: '2026-01-01T00:00:00.000Z' } } };

afterEach(() => jest.restoreAllMocks());

describe('submitting a job application', () => {
  it('sends an Idempotency-Key, the same one when the same application is sent again after a lost answer', async () => {
    const post = jest
      .spyOn(http, 'post')
      .mockRejectedValueOnce(new AxiosError('socket hang up', 'ECONNRESET'))
      .mockResolvedValueOnce(receipt as never);
    await expect(submitApplication(7, VALUES, cv())).rejects.toThrow('socket hang up');
    await submitApplication(7, VALUES, cv());
    expect(keyOf(post.mock.calls[0])).toMatch(UUID);
    expect(keyOf(post.mock.calls[1])).toBe(keyOf(post.mock.calls[0]));
  });

  it('sends a new key for another application, and for the next one once one was stored', async () => {
    const post = jest.spyOn(http, 'post').mockRejectedValueOnce(new AxiosError('timeout', 'ETIMEDOUT')).mockResolvedValue(receipt as never);
    await expect(submitApplication(7, VALUES, cv())).rejects.toThrow();
    await submitApplication(7, { ...VALUES, phone: '+31 10 765 4321' }, cv());
    await submitApplication(7, { ...VALUES, phone: '+31 10 765 4321' }, cv());
    const keys = post.mock.calls.map(keyOf);
    expect(new Set(keys).size).toBe(3);
  });
});
