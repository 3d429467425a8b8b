import styled from 'styled-components';
import { up } from '@cargora/shared/runtime';

/**
 * The landing page's shelves (categories, routes, agents, newest services): 1, 2 or 4 columns, never a count that
 * leaves a row half filled. Each shelf asks for (or has) a multiple of SHELF_COLUMNS items, so every row is full at
 * every width; an auto-fill grid made 5 columns of 7 categories and 4 of 6 routes at 1280 px.
 */
export const SHELF_COLUMNS = 4;

/** Wide enough for four service cards side by side (about 230 px each). */
const FOUR_COLUMNS_FROM = 1024;

export const ShelfGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${FOUR_COLUMNS_FROM}px) {
    grid-template-columns: repeat(${SHELF_COLUMNS}, minmax(0, 1fr));
  }
`;
