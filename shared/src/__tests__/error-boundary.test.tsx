import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../ui/error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

it('shows the fallback instead of a blank screen and can retry', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ErrorBoundary fallback={(reset) => <button onClick={reset}>retry</button>}>
      <Fragile />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('button', { name: 'retry' })).toBeInTheDocument();
  shouldThrow = false;
  fireEvent.click(screen.getByRole('button', { name: 'retry' }));
  expect(screen.getByText('recovered')).toBeInTheDocument();
});
