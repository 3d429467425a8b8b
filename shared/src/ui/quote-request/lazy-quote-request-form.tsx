import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingGrid } from '@cargora/shared/ui';

// The form and its rules load with the page that shows it: they stay out of the shared bundle every page starts with.
const QuoteRequestForm = lazy(() =>
  import('./quote-request-form').then((m) => ({ default: m.QuoteRequestForm })),
);

/** The quote request form on a page of its own (the group request page), loaded with it. */
export function LazyQuoteRequestForm(props: ComponentProps<typeof QuoteRequestForm>) {
  return (
    <Suspense fallback={<LoadingGrid count={1} />}>
      <QuoteRequestForm {...props} />
    </Suspense>
  );
}
