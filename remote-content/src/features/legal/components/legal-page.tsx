import styled from 'styled-components';
import type { LegalType } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { up, useDocumentMeta, useFormatDate } from '@cargora/shared/runtime';
import { Card, ErrorState, PageBody, PageTitle, Skeleton, Text, useTextLanguage } from '@cargora/shared/ui';
import { useLegalContent } from '../api/use-legal-content';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${up('md')} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;

const Toc = styled(Card).attrs({ as: 'nav' })`
  ${up('md')} {
    position: sticky;
    top: 16px;
  }
  ol {
    margin: 8px 0 0;
    padding-inline-start: 20px;
    display: grid;
    gap: 6px;
  }
`;

const Sections = styled.div`
  max-width: 72ch;
  section {
    scroll-margin-top: 96px;
  }
  h2 {
    margin: 24px 0 8px;
  }
  p {
    margin: 0;
    line-height: 1.7;
  }
`;

/** A stable, readable anchor for a section heading (ASCII slug, numbered to stay unique). */
export function sectionAnchor(heading: string, index: number): string {
  const slug = heading
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${index + 1}-${slug || 'section'}`;
}

/** One legal document (privacy policy, terms…) with its table of contents. */
export function LegalPage({ type }: { type: LegalType }) {
  const { t, i18n } = useTranslation('content');
  // The API publishes legal texts in English only.
  const notEnglish = !(i18n.language || 'en').startsWith('en');
  const formatDate = useFormatDate();
  const doc = useLegalContent(type);
  const textLang = useTextLanguage(doc.data?.lang);
  const fallbackTitle = t(`legal.titles.${type}`);
  // The head speaks the page's language: the document's own (English) title only on the English page.
  useDocumentMeta(
    notEnglish ? fallbackTitle : (doc.data?.title ?? fallbackTitle),
    doc.data
      ? t('seo.legal', { summary: t(`legal.descriptions.${type}`), date: formatDate(doc.data.updatedAt) })
      : t(`legal.descriptions.${type}`),
  );

  return (
    <PageBody>
      <PageTitle>{doc.data?.title ?? fallbackTitle}</PageTitle>
      {doc.error ? (
        <ErrorState message={doc.error} onRetry={doc.reload} />
      ) : !doc.data ? (
        <div role="status" aria-label={t('legal.loading')} style={{ display: 'grid', gap: 12 }}>
          <Skeleton $width="30%" />
          <Skeleton $height={140} />
          <Skeleton $height={140} />
        </div>
      ) : (
        <>
          <Text $muted $variant="fm-p3" style={{ marginBlockEnd: 16 }}>
            {t('legal.updated', { date: formatDate(doc.data.updatedAt) })}
          </Text>
          {notEnglish && (
            <Text $muted $variant="fm-p3" role="note">
              {t('legal.languageNote')}
            </Text>
          )}
          <Layout>
            <Toc aria-labelledby="legal-toc">
              <Text as="h2" id="legal-toc" $variant="fm-h6">
                {t('legal.toc')}
              </Text>
              <ol>
                {doc.data.sections.map((s, i) => (
                  // In-page anchors are plain links: the router has nothing to do with them.
                  <li key={i}>
                    <a href={`#${sectionAnchor(s.heading, i)}`}>{s.heading}</a>
                  </li>
                ))}
              </ol>
            </Toc>
            <Sections {...textLang}>
              {doc.data.sections.map((s, i) => (
                <section key={i} id={sectionAnchor(s.heading, i)} aria-labelledby={`${sectionAnchor(s.heading, i)}-h`}>
                  <h2 id={`${sectionAnchor(s.heading, i)}-h`}>{s.heading}</h2>
                  {s.body.split('\n\n').map((paragraph, j) => (
                    <p key={j}>{paragraph}</p>
                  ))}
                </section>
              ))}
            </Sections>
          </Layout>
        </>
      )}
    </PageBody>
  );
}
