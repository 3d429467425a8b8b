import styled from 'styled-components';
import { useRevalidator } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatNumber, colors, typography } from '@cargora/shared/runtime';
import { Button, Card, Grid, Text } from '@cargora/shared/ui';
import type { AgentCounts, ServiceCounts } from '../api/get-company-stats';

const Figure = styled(Card)`
  text-align: center;
  display: grid;
  gap: 4px;
  justify-items: center;
  dd {
    margin: 0;
    font-size: ${typography['fm-h2'].size};
    font-weight: 800;
    color: ${colors.primaryDark};
    min-height: 2.4rem;
  }
  dt {
    color: ${colors.textMuted};
  }
`;

function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <Figure as="div">
      <dt>{label}</dt>
      <dd>{value ?? '—'}</dd>
    </Figure>
  );
}

/** Live marketplace figures: agents, countries covered and published services (null: they could not be read). */
export function CompanyStats({
  agents,
  services,
}: {
  agents: AgentCounts | null;
  services: ServiceCounts | null;
}) {
  const { t } = useTranslation('content');
  const formatNumber = useFormatNumber();
  const revalidator = useRevalidator();
  return (
    <div>
      <Grid as="dl" $min={200} style={{ margin: 0 }}>
        <Stat label={t('about.stats.agents')} value={agents ? formatNumber(agents.total) : null} />
        <Stat label={t('about.stats.countries')} value={agents ? formatNumber(agents.items.length) : null} />
        <Stat label={t('about.stats.services')} value={services ? formatNumber(services.total) : null} />
      </Grid>
      {(!agents || !services) && (
        <Text role="alert" $muted style={{ marginBlockStart: 12 }}>
          {t('about.stats.failed')}{' '}
          <Button $variant="outline" onClick={() => void revalidator.revalidate()}>
            {t('ui.retry')}
          </Button>
        </Text>
      )}
    </div>
  );
}
