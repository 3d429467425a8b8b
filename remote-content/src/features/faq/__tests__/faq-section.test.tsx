import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq } from '@cargora/shared/contracts';
import { AppProviders } from '@cargora/shared/ui';
import { page, paramsOf, renderRouteModule, setupTestI18n } from '@cargora/shared/testing';
import { stubLoaderApi } from '../../../testing/api';
import * as helpCenter from '../../../app/routes/help-center-page';
import { FaqAccordion } from '../components/faq-accordion';

const LOCALES = join(__dirname, '../../../../public/locales');

const faqs: Faq[] = [
  { id: 1, question: 'What is Cargora?', answer: 'A marketplace for freight agents.', topic: 'general' },
  { id: 2, question: 'How do refunds work?', answer: 'Refunds go back to your wallet.', topic: 'pricing' },
];

/** The help centre's API: no topics or search results, the FAQs of the topic asked for. */
function stubFaqs() {
  return stubLoaderApi((path, p) => {
    if (path === '/misc/help/topics' || path === '/misc/help/search') return { items: [] };
    const shown = faqs.filter((f) => !p.topic || f.topic === p.topic);
    return page(shown, shown.length, Number(p.page), Number(p.pageSize));
  });
}

const openHelpCenter = (url: string) => renderRouteModule(helpCenter, { pattern: '/help-center', url });

describe('FAQ accordion', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));

  it('opens and closes answers from the keyboard with aria-expanded', async () => {
    stubFaqs();
    const user = userEvent.setup();
    openHelpCenter('/help-center');
    const first = await screen.findByRole('button', { name: 'What is Cargora?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('A marketplace for freight agents.')).not.toBeVisible();

    // Keyboard only: Tab from the topic filter reaches the first question.
    screen.getByLabelText('Topic').focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('A marketplace for freight agents.');
    expect(panel).toBeVisible();
    expect(screen.getByRole('button', { name: 'How do refunds work?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('filters by topic through the URL, which runs the loader again', async () => {
    const { get } = stubFaqs();
    const user = userEvent.setup();
    const { router } = openHelpCenter('/help-center?q=x');
    await screen.findByRole('button', { name: 'What is Cargora?' });
    await user.selectOptions(screen.getByLabelText('Topic'), 'pricing');
    await waitFor(() => expect(router.state.location.search).toBe('?q=x&faqTopic=pricing'));
    // The router's state changes before React has rendered the new list: wait for the old question to go (the new
    // one is on both lists).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'What is Cargora?' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'How do refunds work?' })).toBeInTheDocument();
    expect(paramsOf(get, '/misc/faqs')).toEqual([
      { page: 1, pageSize: 10 },
      { page: 1, pageSize: 10, topic: 'pricing' },
    ]);
  });

  it('pages and filters through links and a GET form, for visitors without JavaScript', async () => {
    stubLoaderApi((path, p) =>
      path === '/misc/help/topics' || path === '/misc/help/search'
        ? { items: [] }
        : page(faqs, 25, Number(p.page), 10),
    );
    openHelpCenter('/help-center?q=x&faqTopic=pricing&faqPage=2');
    await screen.findByRole('button', { name: 'What is Cargora?' });
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/help-center?q=x&faqTopic=pricing&faqPage=3',
    );
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/help-center?q=x&faqTopic=pricing',
    );
    const form = screen.getByLabelText('Topic').closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form).entries()]).toEqual([
      ['q', 'x'],
      ['faqTopic', 'pricing'],
    ]);
  });

  it('puts every answer in the server’s HTML folded, as hydration renders it, and shows them all where no script runs', () => {
    const html = renderToString(
      <AppProviders>
        <StaticRouter location="/help-center">
          <FaqAccordion faqs={faqs} />
        </StaticRouter>
      </AppProviders>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    const answers = ['A marketplace for freight agents.', 'Refunds go back to your wallet.'].map((text) =>
      within(page).getByText(text),
    );
    // Folded: nothing moves when the page hydrates.
    for (const answer of answers) expect(answer).toHaveAttribute('hidden');
    expect(within(page).getByRole('button', { name: 'What is Cargora?', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Where no script runs (the media feature `scripting`; jsdom evaluates no media query, so the rule itself) the
    // component's style shows them.
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const noScripts = rules.filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText === '(scripting: none)',
    );
    const shown = noScripts
      .flatMap((media) => [...media.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.style.display === 'block');
    expect(shown.some((rule) => answers.every((answer) => answer.matches(rule.selectorText)))).toBe(true);
    page.remove();
  });
});
