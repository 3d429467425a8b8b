import { type AgentCountByState, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Skeleton } from '@cargora/shared/ui';
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

/** Placeholder rows sized like the links, so the page does not jump when they arrive. */
export function StateListSkeleton() {
  const { t } = useTranslation('directory');
  return (
    <div role="status" aria-label={t('country.loadingStates')}>
      <CountLinkList $minWidth={240} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton $height={48} />
          </li>
        ))}
      </CountLinkList>
    </div>
  );
}
