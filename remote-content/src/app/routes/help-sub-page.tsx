import { PageBody } from '@cargora/shared';
import { useQueryParams, parseId } from '../../lib/use-query-params';
import { AllTopicArticles, TopicArticles } from '../../features/help/components/topic-articles';

export default function HelpSubPage() {
  const { params } = useQueryParams();
  const raw = params.get('topic');
  return <PageBody>{raw === null || raw === '' ? <AllTopicArticles /> : <TopicArticles topicId={parseId(raw)} />}</PageBody>;
}
