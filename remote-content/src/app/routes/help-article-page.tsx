import { useParams } from 'react-router-dom';
import { parseId } from '@cargora/shared/runtime';
import { PageBody } from '@cargora/shared/ui';
import { HelpArticleView } from '../../features/help/components/help-article-view';

export default function HelpArticlePage() {
  const { id } = useParams();
  return (
    <PageBody>
      <HelpArticleView articleId={parseId(id)} />
    </PageBody>
  );
}
