import { render, screen } from '@testing-library/react';
import { Rating } from '../ui/states';
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
