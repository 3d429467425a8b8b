// Small UI building blocks every package uses, styled with the theme's custom properties (theme.ts: colors, skin).
import styled, { css, keyframes } from 'styled-components';
import { type TypographyVariant, PAGE_INSET, colors, down, shape, skin, typography, up } from '@cargora/shared/runtime';

export const Container = styled.div`
  width: 100%;
  max-width: ${skin.contentMaxWidth};
  margin-inline: auto;
  padding-inline: ${PAGE_INSET.base}px;
  ${up('md')} {
    padding-inline: ${PAGE_INSET.md}px;
  }
`;

/**
 * For a block that repeats down a page (a card of a list, a review, a letter of an index): while it is far from the
 * viewport the browser neither lays it out nor paints it (`content-visibility: auto`), which takes most of a long
 * page's first layout off a phone's main thread. Its text stays in the document: find-in-page, assistive technology, keyboard
 * focus and search engines still reach it, and it is laid out before it scrolls into view.
 * `blockSize`: the height (px) it stands for until it has been laid out once; after that the browser remembers its
 * real height. Not for a block that something must overflow (a menu, a tooltip): it paints only within its box. Not
 * for the footer either: axe's contrast check, which finds a text's background by its position, failed on the
 * footer's last line while the footer was skipped (e2e accessibility test).
 */
export const layoutWhenNear = (blockSize: number) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto none auto ${blockSize}px;
`;

/**
 * layoutWhenNear for the card of a paged list, below the md breakpoint only. On a phone a page of cards is a column
 * many screens long, and those far below wait. From md up a page is a few rows, laid out at once: a card skipped at
 * its estimate takes its real height a frame after it shows, so after a sort or a page change the pagination moved
 * under a pointer on its way to "Next" and the click landed on a card (e2e/tests/offscreen-layout.spec.ts).
 */
export const layoutListCardWhenNear = (blockSize: number) => css`
  ${down('md')} {
    ${layoutWhenNear(blockSize)}
  }
`;

export const PageBody = styled(Container)`
  padding-block: 24px 48px;
`;

// Each variant's declarations as one string, so a Text's CSS is put together from strings made once.
const textVariants = Object.fromEntries(
  Object.entries(typography).map(([variant, { size, weight, lineHeight }]) => [
    variant,
    `font-size: ${size}; font-weight: ${weight}; line-height: ${lineHeight};`,
  ]),
) as Record<TypographyVariant, string>;

/**
 * Text's declarations, for a block that styles its parts by nested rules instead (a service card: one styled element
 * instead of eighteen, each of which costs a server render its props, class and CSS string).
 */
export const textStyle = (variant: TypographyVariant = 'fm-p2', muted = false) =>
  `margin: 0; ${textVariants[variant]} color: ${muted ? colors.textMuted : 'inherit'};`;

export const Text = styled.p<{ $variant?: TypographyVariant; $muted?: boolean }>`
  ${({ $variant, $muted }) => textStyle($variant, $muted)}
`;

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: ${typography['fm-h2'].size};
  line-height: ${typography['fm-h2'].lineHeight};
  font-weight: 800;
`;

export const SectionTitle = styled.h2`
  margin: 32px 0 16px;
  font-size: ${typography['fm-h3'].size};
  line-height: ${typography['fm-h3'].lineHeight};
`;

/** Card's declarations (see textStyle). */
export const cardStyle = `background: ${colors.surface}; color: ${colors.text}; border-radius: ${shape.cardRadius}; border: 1px solid ${skin.cardBorder}; box-shadow: ${skin.cardShadow}; padding: 16px; min-width: 0;`;

export const Card = styled.article`
  ${cardStyle}
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 260 }) => $min}px), 1fr));
`;

/** Row's declarations (see textStyle). */
export const rowStyle = (gap = 8, wrap = true) =>
  `display: flex; align-items: center; gap: ${gap}px; flex-wrap: ${wrap ? 'wrap' : 'nowrap'};`;

export const Row = styled.div<{ $gap?: number; $wrap?: boolean }>`
  ${({ $gap, $wrap }) => rowStyle($gap, $wrap)}
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: ${shape.buttonRadius}px;
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
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

const buttonVariants = {
  primary: css`
    background: ${colors.primaryDark};
    color: ${colors.primaryContrast};
    &:hover:not(:disabled) {
      background: ${colors.primary};
      color: ${colors.onPrimary};
    }
  `,
  outline: css`
    background: transparent;
    color: ${colors.text};
    border-color: ${colors.border};
    &:hover:not(:disabled) {
      border-color: ${colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
  `,
};

export const Button = styled.button<{ $variant?: keyof typeof buttonVariants }>`
  ${buttonBase}
  ${({ $variant = 'primary' }) => buttonVariants[$variant]}
`;

/** Each badge tone's colours (see badgeStyle). */
export const badgeTones = {
  primary: `background: ${colors.surfaceAlt}; color: ${colors.primaryDark};`,
  success: `background: rgb(27 127 59 / 12%); color: ${colors.success};`,
  muted: `background: ${colors.background}; color: ${colors.textMuted};`,
};

export type BadgeTone = keyof typeof badgeTones;

/** Badge's declarations (see textStyle). */
export const badgeStyle = (tone: BadgeTone = 'primary') =>
  `display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: ${typography['fm-p4'].size}; font-weight: 600; ${badgeTones[tone]}`;

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  ${({ $tone }) => badgeStyle($tone)}
`;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export const Skeleton = styled.div<{ $height?: number; $width?: string }>`
  height: ${({ $height = 16 }) => $height}px;
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${shape.radius}px;
  background: linear-gradient(
    90deg,
    ${colors.border} 25%,
    ${colors.surface} 50%,
    ${colors.border} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Read by screen readers, not shown (see textStyle). */
export const visuallyHiddenStyle =
  'position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;';

export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyle}
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
  border-radius: ${shape.radius}px;
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${colors.primary};
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
  font-size: ${typography['fm-p3'].size};
`;

/**
 * Labels and their values side by side (a `dl` of `dt` + `dd`): a quote's summary, a request's facts. The labels'
 * column is at most 40% of the width, so a long label ("Description de la marchandise") wraps rather than leaving its
 * value a word a line on a phone; a value breaks inside its column (a long e-mail).
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
