import styled from 'styled-components';
import { colors, shape, typography } from '@cargora/shared/runtime';

/** A grid of links, each a place with its number of agents (countries of the world, regions of a country). */
export const CountLinkList = styled.ul<{ $minWidth: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $minWidth }) => $minWidth}px), 1fr));
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${shape.radius}px;
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${colors.primary};
  }
`;

export const LinkCount = styled.span`
  color: ${colors.textMuted};
  font-size: ${typography['fm-p3'].size};
  white-space: nowrap;
`;
