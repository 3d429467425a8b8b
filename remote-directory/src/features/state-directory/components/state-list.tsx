import { type AgentCountByState, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { Link } from '@cargora/shared/ui';
import { CountLinkList, LinkCount } from '../../../components/count-link-list';

/** The regions of a country, each opening the companies of that region. */
export function StateList({ country, states }: { country: string; states: AgentCountByState[] }) {
  const { t } = useTranslation('directory');
  return (
    <CountLinkList $minWidth={240}>
      {states.map((s) => (
        <li key={s.state}>
          <Link to={pathTo('companyDetails', { countryName: country, stateName: s.state })}>
            <span>{s.label ?? s.state}</span>
            <LinkCount>{t('country.stateAgents', { count: s.count })}</LinkCount>
          </Link>
        </li>
      ))}
    </CountLinkList>
  );
}
