// "Report this listing": the way to the notice form (/report-listing) from a service, a storefront or a review.
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { pathTo } from '@cargora/shared/contracts';
import { colors, typography } from '@cargora/shared/runtime';
import { Link } from '@cargora/shared/router';
import { VisuallyHidden } from './primitives';

const Quiet = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 24px;
  font-size: ${typography['fm-p4'].size};
  color: ${colors.textMuted};
  &:hover {
    color: ${colors.text};
  }
`;

/**
 * A quiet link to report `id` (a service or review id, an agent's storefront id). A review names its storefront
 * (`from`) so the form can lead back to it; `about` names what is reported to screen readers when the page lists many.
 */
export function ReportLink({ target, id, from, about }: { target: 'service' | 'agent' | 'review'; id: string | number; from?: string; about?: string }) {
  const { t } = useTranslation('common');
  return (
    <Quiet to={pathTo('reportListing', null, { [target]: String(id), ...(from ? { from } : {}) })}>
      <span aria-hidden="true">⚑</span>
      {t(`reportLink.${target}`)}
      {about && <VisuallyHidden>: {about}</VisuallyHidden>}
    </Quiet>
  );
}
