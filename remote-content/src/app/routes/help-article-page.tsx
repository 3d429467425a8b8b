import { useParams } from 'react-router-dom';
import { PageBody } from '@cargora/shared';
import { parseId } from '../../lib/use-query-params';
import { HelpArticleView } from '../../features/help/components/help-article-view';

export default function HelpArticlePage() {
  const { id } = useParams();
  return (
    <PageBody>
      <HelpArticleView articleId={parseId(id)} />
    </PageBody>
  );
}
