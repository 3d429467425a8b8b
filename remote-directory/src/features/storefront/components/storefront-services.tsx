import type { Service } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { parsePage, useQueryHref, useQueryParams } from '@cargora/shared/runtime';
import {
  Button,
  EmptyState,
  ErrorState,
  Grid,
  LoadingGrid,
  Pagination,
  QueryLink,
  Row,
  SectionTitle,
  ServiceCard,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { useAgentServices } from '../api/use-agent-services';

const PREVIEW = 12;

/** The agent's services, without "By <agent>" on each: the page is the agent's. */
function ServiceGrid({ services }: { services: Service[] }) {
  return (
    <Grid $min={240}>
      {services.map((s) => (
        <ServiceCard key={s.id} service={s} showAgent={false} />
      ))}
    </Grid>
  );
}

/** The agent's services: the first ones from the storefront, or every one page by page (`?services=all`). */
export function StorefrontServices({
  userId,
  preview,
  total,
}: {
  userId: string;
  preview: Service[];
  total: number;
}) {
  const { t } = useTranslation('directory');
  const { get, update } = useQueryParams();
  const queryHref = useQueryHref();
  const fewer = { services: null, servicePage: null };
  const more = { services: 'all' };
  const showAll = get('services') === 'all';
  const page = parsePage(get('servicePage'));
  const all = useAgentServices(showAll ? userId : null, page, PREVIEW);
  const first = preview.slice(0, PREVIEW);

  let body;
  if (!showAll)
    body = first.length ? (
      <ServiceGrid services={first} />
    ) : (
      <EmptyState title={t('services.emptyTitle')} hint={t('services.emptyHint')} />
    );
  else if (all.loading) body = <LoadingGrid count={6} label={t('services.loading')} />;
  else if (all.error) body = <ErrorState message={all.error} onRetry={all.reload} />;
  else if (all.data && isPastLastPage(all.data))
    body = (
      <PastLastPage
        page={all.data.page}
        pageSize={all.data.pageSize}
        total={all.data.total}
        param="servicePage"
        onPage={(p) => update({ servicePage: p > 1 ? p : null })}
      />
    );
  else if (!all.data || all.data.items.length === 0)
    body = <EmptyState title={t('services.emptyTitle')} hint={t('services.emptyHint')} />;
  else
    body = (
      <>
        <ServiceGrid services={all.data.items} />
        <Pagination
          page={all.data.page}
          pageSize={all.data.pageSize}
          total={all.data.total}
          param="servicePage"
          onPage={(p) => update({ servicePage: p > 1 ? p : null })}
          label={t('services.pages')}
        />
      </>
    );

  return (
    <section aria-labelledby="storefront-services-title">
      <Row $gap={12} style={{ justifyContent: 'space-between' }}>
        <SectionTitle id="storefront-services-title">
          {t('services.title', { count: total })}
        </SectionTitle>
        {showAll ? (
          <Button as={QueryLink} $variant="outline" href={queryHref(fewer)} onNavigate={() => update(fewer)}>
            {t('services.showFewer')}
          </Button>
        ) : (
          total > first.length && (
            <Button as={QueryLink} $variant="outline" href={queryHref(more)} onNavigate={() => update(more)}>
              {t('services.showAll', { count: total })}
            </Button>
          )
        )}
      </Row>
      {body}
    </section>
  );
}
