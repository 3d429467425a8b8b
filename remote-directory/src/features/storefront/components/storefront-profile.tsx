import styled from 'styled-components';
import type { AgentDetail } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import {
  up,
  useFormatDate,
  useFormatNumber,
  useAgentPlaceLine,
  listFormat,
  isolate,
  colors,
  shape,
  typography,
} from '@cargora/shared/runtime';
import {
  Badge,
  Card,
  PageTitle,
  Rating,
  Row,
  safeExternalUrl,
  Text,
  useLanguageName,
  BidiText,
} from '@cargora/shared/ui';

const Header = styled(Card)`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${up('sm')} {
    grid-template-columns: 120px minmax(0, 1fr);
  }
`;

const Logo = styled.img`
  width: 120px;
  height: 120px;
  object-fit: contain;
  border-radius: ${shape.radius}px;
  background: ${colors.background};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  gap: 12px;
  margin: 12px 0;
  dt {
    color: ${colors.textMuted};
    font-size: ${typography['fm-p3'].size};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Contacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  a,
  .plain {
    display: inline-flex;
    align-items: center;
    gap: 0.3em;
    min-height: 44px;
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid ${colors.border};
    overflow-wrap: anywhere;
  }
  a {
    color: ${colors.primaryDark};
  }
`;

/** "Thai and English": the same options object every render (the shared formats find the formatter by it). */
const AND_LIST: Intl.ListFormatOptions = { type: 'conjunction' };

/** The agent's card at the top of the storefront; its name is the page's heading. */
export function StorefrontProfile({ agent }: { agent: AgentDetail }) {
  const { t, i18n } = useTranslation('directory');
  const formatNumber = useFormatNumber();
  const formatDate = useFormatDate('long');
  const placeLine = useAgentPlaceLine();
  // Agents type their website in: only an http(s) URL becomes a link, anything else is shown as text.
  const website = safeExternalUrl(agent.website);
  // Stored as codes ("pt"), named in the page's language ("portugais", "البرتغالية").
  const languageName = useLanguageName();
  const languages = agent.languages.length
    ? listFormat(i18n.language || 'en', AND_LIST).format(agent.languages.map(languageName))
    : t('storefront.notGiven');
  return (
    <Header as="section" aria-labelledby="storefront-title">
      {/* Above the fold: loaded eagerly, sized to avoid layout shift. */}
      <Logo
        src={agent.logoUrl}
        alt={t('card.logoAlt', { name: agent.companyName })}
        width={120}
        height={120}
      />
      <div>
        <Row $gap={8}>
          <PageTitle id="storefront-title" style={{ margin: 0 }}>
            {/* An agent's name in its own direction ("Global World Trade S.A." on an Arabic page ends with its stop). */}
            <bdi>{agent.companyName}</bdi>
          </PageTitle>
          {agent.verified && <Badge $tone="success">{t('card.verified')}</Badge>}
        </Row>
        <Text $muted>
          <BidiText>{placeLine(agent)}</BidiText>
        </Text>
        <Row $gap={8} style={{ marginTop: 4 }}>
          <Rating value={agent.rating} count={agent.reviewCount} />
          <Badge $tone="muted">{t(`scope.${agent.scope}`)}</Badge>
        </Row>
        <Facts>
          <div>
            <dt>{t('card.memberSince')}</dt>
            <dd>{formatDate(agent.joinedAt)}</dd>
          </div>
          <div>
            <dt>{t('card.completedJobs')}</dt>
            <dd>{formatNumber(agent.completedJobs)}</dd>
          </div>
          <div>
            <dt>{t('storefront.languages')}</dt>
            <dd>{languages}</dd>
          </div>
        </Facts>
        {/* The company's (Latin) name inside an Arabic description keeps its own direction: its full stop at its
            end, and the job count after it out of its run. Isolated once, whether the API's text isolates it (the
            seeded Arabic texts do) or not (an older seed, an agent's own text). */}
        {agent.description && (
          <Text>
            <BidiText>
              {agent.description
                .split(isolate(agent.companyName))
                .join(agent.companyName)
                .split(agent.companyName)
                .join(isolate(agent.companyName))}
            </BidiText>
          </Text>
        )}
        <Contacts aria-label={t('storefront.contactDetails')}>
          {website ? (
            <li>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {t('storefront.website')}
              </a>
            </li>
          ) : (
            agent.website && (
              <li>
                <span className="plain">
                  {t('storefront.website')} <bdi dir="ltr">{agent.website}</bdi>
                </span>
              </li>
            )
          )}
          {agent.email && (
            <li>
              <a href={`mailto:${agent.email}`}>{t('storefront.email', { email: agent.email })}</a>
            </li>
          )}
          {agent.phone && (
            <li>
              <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}>
                <span>{t('storefront.phone')}</span>
                {/* A phone number reads left to right even inside Arabic text. */}
                <bdi dir="ltr">{agent.phone}</bdi>
              </a>
            </li>
          )}
        </Contacts>
      </div>
    </Header>
  );
}
