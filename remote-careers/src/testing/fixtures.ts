// Test data shared by the careers remote's tests (http stubs come from @cargora/shared/testing).
import type { Career } from '@cargora/shared/contracts';

/** A job opening, titled "Job <id>". */
export const career = (id: number, department: string, location: string): Career => ({
  id,
  title: `Job ${id}`,
  department,
  location,
  employmentType: 'Full-time',
  description: 'Some description',
  requirements: [],
  postedAt: '2024-12-20T00:00:00.000Z',
});
