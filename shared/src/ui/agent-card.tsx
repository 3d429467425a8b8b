import { useMemo } from 'react';
import { type AgentSummary, type AgentTrust, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import {
  useAgentPlaceLine,
  useFormatNumber,
  dateTimeFormat,
  colors,
  shape,
  typography,
} from '@cargora/shared/runtime';
import styled from 'styled-components';
import { Badge, Card, layoutWhenNear, quietLinks, Row, Text } from './primitives';
import { Rating } from './rating';
import { BidiText } from './bidi';
import { AgentTrustDetails } from './agent-trust';
import { Link } from '@cargora/shared/router';

const Body = styled(Card)`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 12px 16px;
  align-items: start;
  ${layoutWhenNear(200)}
`;

const Logo = styled.img`
  width: 64px;
  height: 64px;
  border-radius: ${shape.radius}px;
  object-fit: contain;
  background: ${colors.background};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${typography['fm-h6'].size};
  line-height: ${typography['fm-h6'].lineHeight};
  overflow-wrap: anywhere;
  ${quietLinks}
`;

const Meta = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: ${typography['fm-p3'].size};
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const StoreLink = styled(Link)`
  grid-column: 1 / -1;
  justify-self: start;
  color: ${colors.primaryDark};
  font-weight: 600;
`;

/** "May 2022" in the visitor's language. */
function useFormatMonth() {
  const { i18n } = useTranslation('common');
  const language = i18n.language || 'en';
  return useMemo(() => {
    const formatter = dateTimeFormat(language, { year: 'numeric', month: 'long' });
    return (iso: string) => formatter.format(new Date(iso));
  }, [language]);
}

/** One agent (a company), linking to its storefront. */
export function AgentCard({ agent, headingLevel = 3, trust }: { agent: AgentSummary; headingLevel?: 2 | 3; trust?: AgentTrust }) {
  const { t } = useTranslation('common');
  const number = useFormatNumber();
  const month = useFormatMonth();
  const placeLine = useAgentPlaceLine();
  const storefront = pathTo('storefront', { userId: agent.userId });
  const nameId = `agent-${agent.id}`;
  return (
    <Body aria-labelledby={nameId}>
      <Logo
        src={agent.logoUrl}
        alt={t('agentCard.logoAlt', { name: agent.companyName })}
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <div>
        <Name as={`h${headingLevel}`} id={nameId} dir="auto">
          <Link to={storefront}>{agent.companyName}</Link>
        </Name>
        <Text $variant="fm-p3" $muted>
          <BidiText>{placeLine(agent)}</BidiText>
        </Text>
        <Row $gap={6} style={{ marginTop: 6 }}>
          <Rating value={agent.rating} count={agent.reviewCount} />
          {agent.verified && <Badge $tone="success">{t('agentCard.verified')}</Badge>}
        </Row>
      </div>
      <Meta>
        <dt>{t('agentCard.completedJobs')}</dt>
        <dd>{number(agent.completedJobs)}</dd>
        <dt>{t('agentCard.scope')}</dt>
        <dd>{t(`scope.${agent.scope}`)}</dd>
        <dt>{t('agentCard.memberSince')}</dt>
        <dd>{month(agent.joinedAt)}</dd>
      </Meta>
      {/* On a service's page: what was verified about the agent and how fast it answers (issue 49). */}
      {trust && (
        <div style={{ gridColumn: '1 / -1' }}>
          <AgentTrustDetails trust={trust} headingId={`${nameId}-trust`} as={headingLevel === 2 ? 'h3' : 'h4'} />
        </div>
      )}
      <StoreLink to={storefront} aria-label={t('agentCard.viewStorefrontOf', { name: agent.companyName })}>
        {t('agentCard.viewStorefront')}
      </StoreLink>
    </Body>
  );
}
