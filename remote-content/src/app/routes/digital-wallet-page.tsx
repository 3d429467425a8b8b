import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { usePrice, isolate, useFormatNumber, type RouteModuleHandle } from '@cargora/shared/runtime';
import {
  Card,
  Grid,
  PageBody,
  PageTitle,
  RouteErrorState,
  SectionTitle,
  Text,
  BidiText,
  Link,
} from '@cargora/shared/ui';
import { FeatureCard, Lead, Prose } from '../../components/content-blocks';

const FEATURES = ['topUp', 'payAgents', 'refunds', 'multiCurrency'] as const;
const EXAMPLE_TOP_UP_USD = 500;

export function Component() {
  const { t } = useTranslation('content');
  const price = usePrice();
  const number = useFormatNumber();
  return (
    <PageBody>
      <PageTitle>{t('wallet.title')}</PageTitle>
      <Lead>{t('wallet.lead')}</Lead>
      <Grid $min={240}>
        {FEATURES.map((k) => (
          <FeatureCard
            key={k}
            title={t(`wallet.features.${k}.title`)}
            body={t(`wallet.features.${k}.body`)}
          />
        ))}
      </Grid>
      <Card style={{ marginBlockStart: 24 }}>
        <Text>
          <BidiText>
            {t('wallet.example', {
              usd: isolate(`${number(EXAMPLE_TOP_UP_USD)} USD`),
              local: isolate(price.format(EXAMPLE_TOP_UP_USD)),
              currency: isolate(price.currency),
            })}
          </BidiText>
        </Text>
      </Card>
      <SectionTitle>{t('wallet.safetyTitle')}</SectionTitle>
      <Prose>
        <p>{t('wallet.safety1')}</p>
        <p>{t('wallet.safety2')}</p>
      </Prose>
      <Text style={{ marginBlockStart: 24 }}>
        <Link to={pathTo('securedPayments')}>{t('wallet.linkSecured')}</Link>
      </Text>
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  meta: ({ t }) => ({ title: t('wallet.title'), description: t('wallet.metaDescription') }),
} satisfies RouteModuleHandle;
