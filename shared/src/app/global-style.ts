import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    line-height: 1.5;
    --cargora-rating: ${({ theme }) => theme.palette.rating};
    --cargora-error: ${({ theme }) => theme.palette.error};
  }
  a { color: ${({ theme }) => (theme.mode === 'dark' ? theme.palette.primary : theme.palette.primaryDark)}; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.palette.primary}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; scroll-behavior: auto !important; }
  }
`;
