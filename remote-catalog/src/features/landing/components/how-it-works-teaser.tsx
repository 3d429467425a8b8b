import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { colors, up } from '@cargora/shared/runtime';
import { Link, Card, Text } from '@cargora/shared/ui';

const STEPS = ['search', 'compare', 'book'] as const;

// The three steps side by side from a tablet's width (an auto-fill grid left a fourth column empty at 1280 px).
const Steps = styled.ol`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  list-style: none;
  padding: 0;
  margin: 0;
  ${up('sm')} {
    grid-template-columns: repeat(${STEPS.length}, minmax(0, 1fr));
  }
`;

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
      <Steps>
        {STEPS.map((step, index) => (
          <Step as="li" key={step}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <Text as="h3" $variant="fm-h6">
              {t(`landing.how.${step}.title`)}
            </Text>
            <Text $muted>{t(`landing.how.${step}.body`)}</Text>
          </Step>
        ))}
      </Steps>
      <Text style={{ marginTop: 16 }}>
        <Link to={pathTo('howItWorks')}>{t('landing.how.more')}</Link>
      </Text>
    </>
  );
}
