import { useParams } from 'react-router-dom';
import { PageBody, parseId } from '@cargora/shared';
import { HelpArticleView } from '../../features/help/components/help-article-view';

export default function HelpArticlePage() {
  const { id } = useParams();
  return (
    <PageBody>
      <HelpArticleView articleId={parseId(id)} />
    </PageBody>
  );
}
