// The lines of a price and their total, as a description list (the breakdown of a listed price, the lines of a load's
// price): names at the start, amounts aligned at the end, the total under a rule.
import styled from 'styled-components';
import { colors, typography } from '@cargora/shared/runtime';

export const PriceList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 12px 0;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .total {
    padding-top: 8px;
    border-top: 1px solid ${colors.border};
    font-weight: 800;
    color: ${colors.text};
    font-size: ${typography['fm-h5'].size};
  }
`;
