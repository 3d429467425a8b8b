// Layout pieces the information pages share: a lead paragraph, numbered steps and feature cards.
import styled from 'styled-components';
import { colors } from '@cargora/shared/runtime';
import { Card, Text } from '@cargora/shared/ui';

export const Lead = styled(Text).attrs({ $variant: 'fm-p1' as const, $muted: true })`
  max-width: 70ch;
  margin-block-end: 16px;
`;

export const Prose = styled.div`
  max-width: 72ch;
  display: grid;
  gap: 12px;
  p {
    margin: 0;
    line-height: 1.65;
  }
`;

export const StepList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  counter-reset: step;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
`;

const StepItem = styled(Card).attrs({ as: 'li' })`
  counter-increment: step;
  display: grid;
  gap: 6px;
  align-content: start;
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${colors.surfaceAlt};
    color: ${colors.primaryDark};
    font-weight: 700;
  }
`;

export function Step({ title, body }: { title: string; body: string }) {
  return (
    <StepItem>
      <Text as="h3" $variant="fm-h6">
        {title}
      </Text>
      <Text $muted>{body}</Text>
    </StepItem>
  );
}

export function FeatureCard({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <Card style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
      <Text as="h3" $variant="fm-h5">
        {title}
      </Text>
      <Text $muted>{body}</Text>
      {children}
    </Card>
  );
}
