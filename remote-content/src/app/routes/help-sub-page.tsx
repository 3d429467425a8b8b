import { useQueryParams, parseId } from '@cargora/shared/runtime';
import { PageBody } from '@cargora/shared/ui';
import { AllTopicArticles, TopicArticles } from '../../features/help/components/topic-articles';

export default function HelpSubPage() {
  const { params } = useQueryParams();
  const raw = params.get('topic');
  return <PageBody>{raw === null || raw === '' ? <AllTopicArticles /> : <TopicArticles topicId={parseId(raw)} />}</PageBody>;
}
