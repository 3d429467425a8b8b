import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { colors } from '@cargora/shared/runtime';
import { Card, Grid, SectionTitle, Text } from '@cargora/shared/ui';

const REASONS = ['impact', 'remote', 'growth', 'people'] as const;

const Reason = styled(Card)`
  display: grid;
  gap: 8px;
  align-content: start;
  border-block-start: 4px solid ${colors.primary};
`;

/** The short employer pitch shown above the open positions. */
export function WhyCargora() {
  const { t } = useTranslation('careers');
  return (
    <section aria-labelledby="why-cargora-title">
      <SectionTitle id="why-cargora-title">{t('why.title')}</SectionTitle>
      <Text $variant="fm-p1" $muted style={{ marginBlockEnd: 16, maxWidth: '70ch' }}>
        {t('why.intro')}
      </Text>
      <Grid $min={220}>
        {REASONS.map((key) => (
          <Reason key={key} as="div">
            <Text as="h3" $variant="fm-h6">
              {t(`why.reasons.${key}.title`)}
            </Text>
            <Text $variant="fm-p3" $muted>
              {t(`why.reasons.${key}.body`)}
            </Text>
          </Reason>
        ))}
      </Grid>
    </section>
  );
}
