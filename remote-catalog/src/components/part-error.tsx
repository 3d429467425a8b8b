import { useRevalidator } from '@cargora/shared/router';
import { ErrorState } from '@cargora/shared/ui';

/** A part of a page its loader could not read (apiGetOptional gave null): said in place; Retry runs the loader again. */
export function PartError() {
  const revalidator = useRevalidator();
  return <ErrorState onRetry={() => void revalidator.revalidate()} />;
}
