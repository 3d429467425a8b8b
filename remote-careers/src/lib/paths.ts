// Careers URLs in one place so links and routes cannot drift apart.
export const CAREERS_PATH = '/career';
export const JOB_PATH = (id: number) => `/jobs-details/${id}`;
export const APPLY_PATH = (careerId: number) => `/apply-jobs?careerId=${careerId}`;
