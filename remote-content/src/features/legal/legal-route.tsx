// The five legal pages are one route module each, made alike: the document from the API, its head in the page's
// language.
import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import type { LegalType } from '@cargora/shared/contracts';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { RouteErrorState } from '@cargora/shared/ui';
import { formatLongDate } from '../../lib/page-meta';
import { getLegalContent } from './api/get-legal-content';
import { LegalPage } from './components/legal-page';

export function legalRoute(type: LegalType) {
  const loader = async ({ request }: LoaderFunctionArgs) => ({ doc: await getLegalContent(request, type) });
  const Component = () => <LegalPage doc={useLoaderData<typeof loader>().doc} />;
  const ErrorBoundary = () => <RouteErrorState />;
  const handle = {
    // The head speaks the page's language: the document's own (English) title only on the English page.
    meta: ({ data, t, lang }) => {
      const summary = t(`legal.descriptions.${type}`);
      return {
        title: lang === 'en' && data ? data.doc.title : t(`legal.titles.${type}`),
        description: data
          ? t('seo.legal', { summary, date: formatLongDate(data.doc.updatedAt, lang) })
          : summary,
      };
    },
  } satisfies RouteModuleHandle<Awaited<ReturnType<typeof loader>>>;
  return { loader, Component, ErrorBoundary, handle };
}
