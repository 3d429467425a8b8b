import { type CategoryKey, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { Link, Grid, PageBody, PageTitle, RouteErrorState, Text } from '@cargora/shared/ui';
import { FeatureCard, Lead } from '../../components/content-blocks';

// Which categories each kind of customer relies on most.
const CUSTOMER_TYPES: { key: string; uses: CategoryKey[] }[] = [
  {
    key: 'shippers',
    uses: ['internationalTransport', 'domesticTransportcitytocity', 'domesticTransportcitywide'],
  },
  {
    key: 'importersExporters',
    uses: ['customsServices', 'brokerageServices', 'portAgencyServices', 'internationalTransport'],
  },
  { key: 'ecommerce', uses: ['warehouseServices', 'domesticTransportcitywide', 'customsServices'] },
  {
    key: 'manufacturers',
    uses: [
      'internationalTransport',
      'warehouseServices',
      'portAgencyServices',
      'domesticTransportcitytocity',
    ],
  },
];

export function Component() {
  const { t } = useTranslation('content');
  return (
    <PageBody>
      <PageTitle>{t('customers.title')}</PageTitle>
      <Lead>{t('customers.lead')}</Lead>
      <Grid $min={260}>
        {CUSTOMER_TYPES.map(({ key, uses }) => (
          <FeatureCard
            key={key}
            title={t(`customers.types.${key}.title`)}
            body={t(`customers.types.${key}.body`)}
          >
            <Text as="h3" $variant="fm-p3" $muted>
              {t('customers.uses')}
            </Text>
            <ul style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 4 }}>
              {uses.map((c) => (
                <li key={c}>
                  <Link to={pathTo('category', { category: c })}>{t(`common:categories.${c}`)}</Link>
                </li>
              ))}
            </ul>
          </FeatureCard>
        ))}
      </Grid>
      <Text style={{ marginBlockStart: 24 }}>
        <Link to={pathTo('howItWorks')}>{t('customers.linkHowItWorks')}</Link>
      </Text>
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  meta: ({ t }) => ({ title: t('customers.title'), description: t('customers.metaDescription') }),
} satisfies RouteModuleHandle;
