import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { parsePage, type RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState, SectionTitle } from '@cargora/shared/ui';
import { Lead } from '../../components/content-blocks';
import { getHelpTopics, searchHelpOptional } from '../../features/help/api/get-help';
import { HelpSearch } from '../../features/help/components/help-search';
import { HelpTopicCards } from '../../features/help/components/help-topic-cards';
import { FAQ_PAGE_SIZE, getFaqs, parseFaqTopic } from '../../features/faq/api/get-faqs';
import { FaqSection } from '../../features/faq/components/faq-section';
import { faqPage } from '../../features/faq/meta/faq-page';

/** The topics, the page of questions the URL asks for and, with `?q=`, the search results, in parallel. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const q = (query.get('q') ?? '').trim();
  const faqTopic = parseFaqTopic(query.get('faqTopic'));
  const faqPageNo = parsePage(query.get('faqPage'));
  const [topics, faqs, results] = await Promise.all([
    getHelpTopics(request),
    getFaqs(request, { topic: faqTopic, page: faqPageNo, pageSize: FAQ_PAGE_SIZE }),
    q ? searchHelpOptional(request, q) : null,
  ]);
  return { topics: topics.items, faqs, faqTopic, faqPage: faqPageNo, q, results: results?.items ?? null };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { t } = useTranslation('content');
  const { topics, faqs, faqTopic, faqPage: faqPageNo, q, results } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageTitle>{t('help.title')}</PageTitle>
      <Lead>{t('help.lead')}</Lead>
      <HelpSearch q={q} results={results} />
      <SectionTitle>{t('help.topicsTitle')}</SectionTitle>
      <HelpTopicCards topics={topics} />
      <FaqSection faqs={faqs} topic={faqTopic} page={faqPageNo} pageSize={FAQ_PAGE_SIZE} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  meta: ({ data, url, t }) => {
    const faqs = data ? faqPage(data.faqs.items) : null;
    // A page of search results is the visitor's own query, not a page for search engines; nor is a topic or a later
    // page of questions without any.
    const emptyFilter =
      data !== undefined && data.faqs.items.length === 0 && (data.faqTopic !== null || data.faqPage > 1);
    const searched = (url.searchParams.get('q') ?? '').trim() !== '';
    return {
      title: t('help.title'),
      description: t('help.metaDescription'),
      ...(searched || emptyFilter ? { noindex: true } : {}),
      ...(faqs ? { structuredData: [faqs] } : {}),
    };
  },
} satisfies RouteModuleHandle<Data>;
