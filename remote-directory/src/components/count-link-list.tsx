import styled from 'styled-components';

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
    border-radius: ${({ theme }) => theme.radius}px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.palette.primary};
  }
`;

export const LinkCount = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.typography['fm-p3'].size};
  white-space: nowrap;
`;
