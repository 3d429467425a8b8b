import { render, screen } from '@testing-library/react';
import { Rating } from '../ui/rating';
import { setupTestI18n } from '../testing';

beforeAll(() => setupTestI18n(null, []));

it('shows the score with its review count', () => {
  render(<Rating value={4.26} count={17} />);
  expect(screen.getByLabelText('Rated 4.3 out of 5 from 17 reviews')).toHaveTextContent('★ 4.3 (17)');
});

it('says there are no reviews instead of a zero score', () => {
  render(<Rating value={0} count={0} />);
  expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  expect(screen.queryByText(/0\.0/)).toBeNull();
});

it('one review is "review", not "reviews"; a rating without a count says only the score', () => {
  render(<Rating value={5} count={1} />);
  expect(screen.getByLabelText('Rated 5 out of 5 from 1 review')).toHaveTextContent('★ 5.0 (1)');
  render(<Rating value={3} />);
  expect(screen.getByLabelText('Rated 3 out of 5')).toHaveTextContent('★ 3.0');
});

it.each([
  ['fr', 4.26, 1234, 'Noté 4,3 sur 5 d’après 1 234 avis', '★ 4,3 (1 234)'],
  ['ar', 4.26, 2, 'التقييم 4.3 من 5 من مراجعتين', '★ 4.3 (2)'],
  ['ar', 4.26, 7, 'التقييم 4.3 من 5 من 7 مراجعات', '★ 4.3 (7)'],
])('in %s the score, the count and the plural follow the language', async (lng, value, count, label, text) => {
  const i18n = await setupTestI18n(null, [], lng);
  try {
    render(<Rating value={value} count={count} />);
    // French groups thousands with a narrow no-break space.
    const norm = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ').replace(/’/g, "'");
    const el = screen.getByRole('img');
    expect(norm(el.getAttribute('aria-label') ?? '')).toBe(norm(label));
    expect(norm(el.textContent ?? '')).toBe(norm(text));
  } finally {
    await i18n.changeLanguage('en');
  }
});
