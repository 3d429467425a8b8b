// A rating: a star and its score, or "no reviews yet".
import { useTranslation } from '@cargora/shared/translation';
import { useFormatNumber, colors } from '@cargora/shared/runtime';

/** A rating as the site shows it: one decimal (4.33 and 4.25 both read ★ 4.3). */
export const shownRating = (value: number) => Math.round(value * 10) / 10;

/** A score's one decimal (the same object every render: its formatter is found by it). */
const SCORE: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

export function Rating({ value, count }: { value: number; count?: number }) {
  const { t } = useTranslation('common');
  const score = useFormatNumber(SCORE);
  const number = useFormatNumber();
  const rounded = shownRating(value);
  // "★ 0.0 (0)" reads as a terrible score; with no reviews there is no score yet.
  if (count === 0) return <span>{t('noReviews')}</span>;
  // An image's content is presentational (role img): the label is what assistive technology reads, the star and
  // the figures one text beside it (a page shows two dozen ratings; each element and text node costs its render).
  return (
    <span
      role="img"
      aria-label={
        count === undefined
          ? t('ratingValueLabel', { value: rounded })
          : t('ratingLabel', { value: rounded, count })
      }
    >
      <span style={{ color: colors.rating }}>★</span>
      {count === undefined ? ` ${score(rounded)}` : ` ${score(rounded)} (${number(count)})`}
    </span>
  );
}
