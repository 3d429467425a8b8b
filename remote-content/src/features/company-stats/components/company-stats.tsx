import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, colors, typography } from '@cargora/shared/runtime';
import { Button, Card, Grid, Skeleton, Text } from '@cargora/shared/ui';
import { useAgentCount } from '../api/use-agent-count';
import { useServiceCounts } from '../api/use-service-counts';

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

function Stat({ label, value, loading }: { label: string; value: string | null; loading: boolean }) {
  return (
    <Figure as="div">
      <dt>{label}</dt>
      <dd>{loading ? <Skeleton $height={38} $width="120px" /> : (value ?? '—')}</dd>
    </Figure>
  );
}

/** Live marketplace figures: agents, countries covered and published services. */
export function CompanyStats() {
  const { t } = useTranslation('content');
  const formatNumber = useFormatNumber();
  const agents = useAgentCount();
  const services = useServiceCounts();
  const failed = agents.error || services.error;
  return (
    <div>
      <Grid as="dl" $min={200} style={{ margin: 0 }}>
        <Stat label={t('about.stats.agents')} loading={agents.loading} value={agents.data ? formatNumber(agents.data.total) : null} />
        <Stat label={t('about.stats.countries')} loading={agents.loading} value={agents.data ? formatNumber(agents.data.items.length) : null} />
        <Stat label={t('about.stats.services')} loading={services.loading} value={services.data ? formatNumber(services.data.total) : null} />
      </Grid>
      {failed && (
        <Text role="alert" $muted style={{ marginBlockStart: 12 }}>
          {t('about.stats.failed')}{' '}
          <Button
            $variant="outline"
            onClick={() => {
              if (agents.error) agents.reload();
              if (services.error) services.reload();
            }}
          >
            {t('ui.retry')}
          </Button>
        </Text>
      )}
    </div>
  );
}
