// Small UI building blocks every package uses, typed against the theme.
import styled, { css, keyframes } from 'styled-components';
import type { TypographyVariant } from '../theme/theme';
import { PAGE_INSET, up } from '../theme/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => (theme.contentWidth === 'full' ? '100%' : '1200px')};
  margin-inline: auto;
  padding-inline: ${PAGE_INSET.base}px;
  ${up('md')} {
    padding-inline: ${PAGE_INSET.md}px;
  }
`;

export const PageBody = styled(Container)`
  padding-block: 24px 48px;
`;

export const Text = styled.p<{ $variant?: TypographyVariant; $muted?: boolean }>`
  margin: 0;
  font-size: ${({ theme, $variant = 'fm-p2' }) => theme.typography[$variant].size};
  font-weight: ${({ theme, $variant = 'fm-p2' }) => theme.typography[$variant].weight};
  line-height: ${({ theme, $variant = 'fm-p2' }) => theme.typography[$variant].lineHeight};
  color: ${({ theme, $muted }) => ($muted ? theme.palette.textMuted : 'inherit')};
`;

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.typography['fm-h2'].size};
  line-height: ${({ theme }) => theme.typography['fm-h2'].lineHeight};
  font-weight: 800;
`;

export const SectionTitle = styled.h2`
  margin: 32px 0 16px;
  font-size: ${({ theme }) => theme.typography['fm-h3'].size};
  line-height: ${({ theme }) => theme.typography['fm-h3'].lineHeight};
`;

export const Card = styled.article`
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border-radius: ${({ theme }) => theme.cardRadius};
  border: 1px solid ${({ theme }) => (theme.bordered ? theme.palette.border : 'transparent')};
  box-shadow: ${({ theme }) => (theme.bordered ? 'none' : '0 2px 10px rgb(20 26 38 / 8%)')};
  padding: 16px;
  min-width: 0;
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 260 }) => $min}px), 1fr));
`;

export const Row = styled.div<{ $gap?: number; $wrap?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ $gap = 8 }) => $gap}px;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.buttonRadius}px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  border: 1px solid transparent;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.primary};
    outline-offset: 2px;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'outline' | 'ghost' }>`
  ${buttonBase}
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.palette.primaryDark};
          color: ${theme.palette.primaryContrast};
          &:hover:not(:disabled) {
            background: ${theme.palette.primary};
            color: ${theme.palette.onPrimary};
          }
        `
      : $variant === 'outline'
        ? css`
            background: transparent;
            color: ${theme.palette.text};
            border-color: ${theme.palette.border};
            &:hover:not(:disabled) {
              border-color: ${theme.palette.primary};
            }
          `
        : css`
            background: transparent;
            color: inherit;
          `}
`;

export const Badge = styled.span<{ $tone?: 'primary' | 'success' | 'muted' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.typography['fm-p4'].size};
  font-weight: 600;
  background: ${({ theme, $tone = 'primary' }) =>
    $tone === 'success' ? 'rgb(27 127 59 / 12%)' : $tone === 'muted' ? theme.palette.background : theme.palette.surfaceAlt};
  color: ${({ theme, $tone = 'primary' }) =>
    $tone === 'success' ? theme.palette.success : $tone === 'muted' ? theme.palette.textMuted : theme.palette.primaryDark};
`;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export const Skeleton = styled.div<{ $height?: number; $width?: string }>`
  height: ${({ $height = 16 }) => $height}px;
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radius}px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.palette.border} 25%,
    ${({ theme }) => theme.palette.surface} 50%,
    ${({ theme }) => theme.palette.border} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Links that read as text (a card's title) until hovered or focused. */
export const quietLinks = css`
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

export const fieldStyles = css`
  min-height: 44px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.primary};
    outline-offset: 1px;
  }
`;

export const Input = styled.input`
  ${fieldStyles}
`;
export const Select = styled.select`
  ${fieldStyles}
`;
export const TextArea = styled.textarea`
  ${fieldStyles}
  min-height: 120px;
`;

export const Label = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 600;
  font-size: ${({ theme }) => theme.typography['fm-p3'].size};
`;
