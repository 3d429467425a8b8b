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

/** An open job with everything its page and JobPosting show. */
export const CUSTOMS_SPECIALIST: Career = {
  id: 3,
  title: 'Customs Specialist',
  department: 'Operations',
  location: 'Dubai, United Arab Emirates',
  employmentType: 'Full-time',
  description: 'Keep shipments moving through customs.',
  requirements: ['Customs brokerage licence', 'Arabic and English'],
  postedAt: '2024-11-02T00:00:00.000Z',
  validThrough: '2025-02-02T00:00:00.000Z',
};
