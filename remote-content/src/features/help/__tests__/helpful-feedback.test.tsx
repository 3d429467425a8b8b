// "Was this article helpful?": the answer goes to the API, and the page says thanks only once it is stored.
import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpArticle } from '@cargora/shared/contracts';
import { http, i18next } from '@cargora/shared/runtime';
import { HELP_FEEDBACK_RULES } from '@cargora/shared/contracts/schemas';
import { apiError, ok, renderRouteModule, setupTestI18n } from '@cargora/shared/testing';
import * as helpArticle from '../../../app/routes/help-article-page';
import { HELP_FEEDBACK_COMMENT_MAX } from '../api/submit-help-feedback';

const LOCALES = join(__dirname, '../../../../public/locales');
const ARTICLE: HelpArticle = {
  id: 13,
  topicId: 4,
  title: 'Documents for international shipments',
  summary: 'Most shipments travel with an invoice.',
  steps: ['Prepare the invoice'],
  tip: 'Keep copies.',
  updatedAt: '2024-11-30T00:00:00.000Z',
};
const URL = '/misc/help/articles/13/feedback';

jest.setTimeout(20_000);
beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));
afterEach(() => i18next.changeLanguage('en'));
beforeEach(() => {
  jest.restoreAllMocks();
  jest
    .spyOn(http, 'get')
    .mockImplementation(((url: string) =>
      url === '/misc/help/articles/13' ? ok(ARTICLE) : ok({ items: [] })) as never);
});

async function openArticle() {
  renderRouteModule(helpArticle, { url: '/help-center/sub-help/13', pattern: '/help-center/sub-help/:id' });
  await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
  return userEvent.setup();
}

it('the comment limit is the API’s', () => {
  expect(HELP_FEEDBACK_COMMENT_MAX).toBe(HELP_FEEDBACK_RULES.commentMax);
});

it('"No" with a comment is sent to the API, in the page’s language, and thanks only then', async () => {
  let answer!: (value: unknown) => void;
  const post = jest
    .spyOn(http, 'post')
    .mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
  const user = await openArticle();
  await user.click(screen.getByRole('button', { name: 'No' }));
  expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await user.type(screen.getByLabelText('What was missing or unclear? (optional)'), '  The customs steps.  ');
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith(
    URL,
    { helpful: false, comment: 'The customs steps.' },
    expect.objectContaining({ params: { lang: 'en' } }),
  );
  // Not thanked before the API has stored it; a second click sends nothing more.
  expect(screen.queryByText(/Thank you/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  answer({
    status: 201,
    data: { data: { id: 'x', articleId: 13, helpful: false, comment: 'The customs steps.', createdAt: '' } },
  });
  expect(
    await screen.findByText("Thank you for telling us. We'll use your feedback to improve this article."),
  ).toHaveAttribute('role', 'status');
  expect(post).toHaveBeenCalledTimes(1);
});

it('"Yes" without a comment sends just the answer', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: { data: {} } } as never);
  const user = await openArticle();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(post).toHaveBeenCalledWith(URL, { helpful: true }, expect.anything());
  expect(await screen.findByText("Thank you! We're glad it helped.")).toBeInTheDocument();
});

it.each([
  [500, 'Something went wrong on our side and your feedback was not saved. Please try again in a moment.'],
  [404, 'This article no longer exists, so your feedback could not be saved.'],
  [
    429,
    'You have sent a lot of feedback in a short time. Please wait a minute and try again; your comment is still here.',
  ],
  [400, 'Your feedback could not be saved: please check your comment and try again.'],
])('a %d is explained in words, no thanks, the comment kept for another try', async (status, message) => {
  const post = jest
    .spyOn(http, 'post')
    .mockRejectedValueOnce(apiError(status, 'raw server text'))
    .mockResolvedValueOnce({ status: 201, data: { data: {} } } as never);
  const user = await openArticle();
  await user.click(screen.getByRole('button', { name: 'No' }));
  await user.type(screen.getByRole('textbox'), 'Steps missing');
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByText(/raw server text/)).toBeNull();
  expect(screen.queryByText(/Thank you/)).toBeNull();
  expect(screen.getByRole('textbox')).toHaveValue('Steps missing');
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText(/Thank you for telling us/)).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(2);
});

it('an unreachable server is said in words too', async () => {
  jest.spyOn(http, 'post').mockRejectedValue(new Error('Network Error'));
  const user = await openArticle();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not reach the server. Your comment is still here; please try again.',
  );
});

it('a comment over the limit is flagged next to the field and not sent', async () => {
  const post = jest.spyOn(http, 'post');
  const user = await openArticle();
  await user.click(screen.getByRole('button', { name: 'No' }));
  const box = screen.getByRole('textbox');
  fireEvent.change(box, { target: { value: 'x'.repeat(HELP_FEEDBACK_COMMENT_MAX + 1) } });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription(/Please keep your comment to 500 characters or fewer\./);
  expect(screen.getByText('501 / 500 characters')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  fireEvent.submit(box.closest('form')!);
  await waitFor(() => expect(post).not.toHaveBeenCalled());
});

it('in French, the answer is sent with lang=fr and the texts are French', async () => {
  await i18next.changeLanguage('fr');
  const post = jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: { data: {} } } as never);
  renderRouteModule(helpArticle, { url: '/help-center/sub-help/13', pattern: '/help-center/sub-help/:id' });
  await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Oui' }));
  await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
  expect(post).toHaveBeenCalledWith(
    URL,
    { helpful: true },
    expect.objectContaining({ params: { lang: 'fr' } }),
  );
});
