import styled from 'styled-components';
import type { LegalContent } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { up, useFormatDate } from '@cargora/shared/runtime';
import { Card, PageBody, PageTitle, Text, useTextLanguage } from '@cargora/shared/ui';
import { isTable, LegalTable } from './legal-table';

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
  /* A wide table scrolls in its own box instead of widening the page (a grid item is as wide as its content). */
  min-width: 0;
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
export function LegalPage({ doc }: { doc: LegalContent }) {
  const { t, i18n } = useTranslation('content');
  // The API publishes legal texts in English only.
  const notEnglish = !(i18n.language || 'en').startsWith('en');
  const formatDate = useFormatDate();
  const textLang = useTextLanguage(doc.lang);
  return (
    <PageBody>
      <PageTitle>{doc.title}</PageTitle>
      <Text $muted $variant="fm-p3" style={{ marginBlockEnd: 16 }}>
        {t('legal.updated', { date: formatDate(doc.updatedAt) })}
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
            {doc.sections.map((s, i) => (
              // In-page anchors are plain links: the router has nothing to do with them.
              <li key={i}>
                <a href={`#${sectionAnchor(s.heading, i)}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </Toc>
        <Sections {...textLang}>
          {doc.sections.map((s, i) => (
            <section
              key={i}
              id={sectionAnchor(s.heading, i)}
              aria-labelledby={`${sectionAnchor(s.heading, i)}-h`}
            >
              <h2 id={`${sectionAnchor(s.heading, i)}-h`}>{s.heading}</h2>
              {s.body.split('\n\n').map((paragraph, j) =>
                isTable(paragraph) ? <LegalTable key={j} source={paragraph} /> : <p key={j}>{paragraph}</p>,
              )}
            </section>
          ))}
        </Sections>
      </Layout>
    </PageBody>
  );
}
