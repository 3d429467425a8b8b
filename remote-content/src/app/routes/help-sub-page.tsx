import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { parseId, routeError, type RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, RouteErrorState } from '@cargora/shared/ui';
import { NotFoundNotice } from '../../components/not-found-notice';
import { isNotFound, notFoundMeta } from '../../lib/page-meta';
import { getHelpTopic, getHelpTopicOptional, getHelpTopics } from '../../features/help/api/get-help';
import { AllTopicArticles, TopicArticles } from '../../features/help/components/topic-articles';
import { allTopicsMeta, topicMeta } from '../../features/help/meta/help-meta';

/**
 * `?topic=<id>`: that topic and its articles (a malformed id is a 400, an unknown one the API's 404). Without it,
 * every topic, then each one's articles in parallel (the API lists a topic's articles only with the topic).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get('topic');
  if (raw === null || raw === '') {
    const { items } = await getHelpTopics(request);
    const details = await Promise.all(items.map((topic) => getHelpTopicOptional(request, topic.id)));
    return {
      sections: items.map((topic, i) => ({ topic, articles: details[i]?.articles ?? null })),
      detail: null,
    };
  }
  const id = parseId(raw);
  if (id === null) throw routeError(400);
  return { sections: null, detail: await getHelpTopic(request, id) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { sections, detail } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      {detail ? <TopicArticles detail={detail} /> : <AllTopicArticles sections={sections ?? []} />}
    </PageBody>
  );
}

function TopicNotFound() {
  const { t } = useTranslation('content');
  return (
    <NotFoundNotice
      title={t('help.topicNotFound')}
      hint={t('help.topicNotFoundHint')}
      backTo={pathTo('helpSub')}
      backLabel={t('help.allTopics')}
    />
  );
}

export const ErrorBoundary = () => <RouteErrorState notFound={<TopicNotFound />} />;

export const handle = {
  meta: ({ data, error, t, pageUrl }) => {
    if (data?.detail) return topicMeta(data.detail, { t, pageUrl });
    if (data?.sections) return allTopicsMeta(data.sections, { t, pageUrl });
    if (isNotFound(error)) return notFoundMeta(t('help.topicNotFound'), t('help.topicNotFoundHint'));
    return { title: t('help.subTitle'), description: t('help.subMetaDescription') };
  },
} satisfies RouteModuleHandle<Data>;
