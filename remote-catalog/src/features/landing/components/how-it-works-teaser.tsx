import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { colors } from '@cargora/shared/runtime';
import { Link, Card, Grid, Text } from '@cargora/shared/ui';

const STEPS = ['search', 'compare', 'book'] as const;

const Step = styled(Card)`
  display: grid;
  gap: 6px;
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${colors.primaryDark};
  color: ${colors.primaryContrast};
  font-weight: 700;
`;

export function HowItWorksTeaser() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <Grid as="ol" $min={220} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {STEPS.map((step, index) => (
          <Step as="li" key={step}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <Text as="h3" $variant="fm-h6">
              {t(`landing.how.${step}.title`)}
            </Text>
            <Text $muted>{t(`landing.how.${step}.body`)}</Text>
          </Step>
        ))}
      </Grid>
      <Text style={{ marginTop: 16 }}>
        <Link to={pathTo('howItWorks')}>{t('landing.how.more')}</Link>
      </Text>
    </>
  );
}
