import { useRevalidator } from '@cargora/shared/router';
import type { Page, ServiceListed } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useQueryHref } from '@cargora/shared/runtime';
import {
  Button,
  EmptyState,
  ErrorState,
  Grid,
  Pagination,
  QueryLink,
  Row,
  SectionTitle,
  ServiceCard,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { RefreshingList, usePendingQuery } from '../../../components/pending-query';
import { SERVICE_PAGE_SIZE } from '../api/storefront';

/** The agent's services, without "By <agent>" on each: the page is the agent's. */
function ServiceGrid({ services }: { services: ServiceListed[] }) {
  return (
    <Grid $min={240}>
      {services.map((s) => (
        <ServiceCard key={s.id} service={s} showAgent={false} />
      ))}
    </Grid>
  );
}

/**
 * The agent's services: the first ones from the storefront, or every one page by page (`?services=all`: `all`, the
 * page the loader read, null when it could not).
 */
export function StorefrontServices({
  preview,
  total,
  all,
}: {
  preview: ServiceListed[];
  total: number;
  all: { page: Page<ServiceListed> | null } | null;
}) {
  const { t } = useTranslation('directory');
  const revalidator = useRevalidator();
  const { update } = usePendingQuery();
  const queryHref = useQueryHref();
  const fewer = { services: null, servicePage: null };
  const more = { services: 'all' };
  const first = preview.slice(0, SERVICE_PAGE_SIZE);

  let body;
  if (!all)
    body = first.length ? (
      <ServiceGrid services={first} />
    ) : (
      <EmptyState title={t('services.emptyTitle')} hint={t('services.emptyHint')} />
    );
  else if (!all.page) body = <ErrorState onRetry={() => void revalidator.revalidate()} />;
  else if (isPastLastPage(all.page))
    body = (
      <PastLastPage
        page={all.page.page}
        pageSize={all.page.pageSize}
        total={all.page.total}
        param="servicePage"
        onPage={(p) => update({ servicePage: p > 1 ? p : null })}
      />
    );
  else if (all.page.items.length === 0)
    body = <EmptyState title={t('services.emptyTitle')} hint={t('services.emptyHint')} />;
  else
    body = (
      <>
        <ServiceGrid services={all.page.items} />
        <Pagination
          page={all.page.page}
          pageSize={all.page.pageSize}
          total={all.page.total}
          param="servicePage"
          onPage={(p) => update({ servicePage: p > 1 ? p : null })}
          label={t('services.pages')}
        />
      </>
    );

  return (
    <section aria-labelledby="storefront-services-title">
      <Row $gap={12} style={{ justifyContent: 'space-between' }}>
        <SectionTitle id="storefront-services-title">{t('services.title', { count: total })}</SectionTitle>
        {all ? (
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
      <RefreshingList>{body}</RefreshingList>
    </section>
  );
}
