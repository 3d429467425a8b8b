import { pathTo, type HelpArticle, type HelpTopic } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatDate } from '@cargora/shared/runtime';
import { Breadcrumb, PageTitle, Text, TextLanguageNote, useTextLanguage } from '@cargora/shared/ui';
import { Prose } from '../../../components/content-blocks';
import { HelpfulFeedback } from './helpful-feedback';

/** An article: the answer, its steps as an ordered list, the tip, and "Was this article helpful?". */
export function HelpArticleView({ article, topic }: { article: HelpArticle; topic: HelpTopic | null }) {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  const textLang = useTextLanguage(article.lang);
  return (
    <article>
      <Breadcrumb
        items={[
          { label: t('help.title'), to: pathTo('helpCenter') },
          topic
            ? { label: topic.title, to: pathTo('helpSub', null, { topic: topic.id }) }
            : { label: t('help.allTopics'), to: pathTo('helpSub') },
          { label: article.title },
        ]}
      />
      <PageTitle>{article.title}</PageTitle>
      <Text $muted $variant="fm-p3" style={{ marginBlockEnd: 16 }}>
        {t('help.updated', { date: formatDate(article.updatedAt) })}
      </Text>
      <TextLanguageNote lang={article.lang} />
      <Prose {...textLang}>
        <p>{article.summary}</p>
        <h2>{t('help.stepsTitle')}</h2>
        <ol>
          {article.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
        {article.tip && (
          <p>
            <strong>{t('help.tipLabel')}</strong> {article.tip}
          </p>
        )}
      </Prose>
      <HelpfulFeedback articleId={article.id} />
    </article>
  );
}
