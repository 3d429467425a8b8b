import type {
  ApiEnvelope,
  JobApplicationReceipt,
  JobApplicationField,
  JobApplicationValues,
} from '@cargora/shared/contracts';
import { http, isAxiosError, IDEMPOTENCY_HEADER, submissionKeys } from '@cargora/shared/runtime';
import { JOB_APPLICATION_FIELDS } from '@cargora/shared/rules';

export const APPLICATION_ENDPOINT = (careerId: number) => `/misc/job/application/${careerId}`;

export interface SubmittedApplication {
  receipt: JobApplicationReceipt;
  message?: string;
}

// A retry of an application whose answer was lost (same job, fields and CV) carries the key of the first try.
const keys = submissionKeys();

export async function submitApplication(
  careerId: number,
  values: JobApplicationValues,
  cv: File,
): Promise<SubmittedApplication> {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('email', values.email.trim());
  form.append('phone', values.phone.trim());
  form.append('coverLetter', values.coverLetter.trim());
  form.append('cv', cv, cv.name);
  const what = JSON.stringify([careerId, values.name.trim(), values.email.trim(), values.phone.trim(), values.coverLetter.trim(), cv.name, cv.size, cv.lastModified]);
  // The form shows its own errors, so no toast; axios replaces the header with one carrying the boundary.
  const res = await http.post<ApiEnvelope<JobApplicationReceipt>>(APPLICATION_ENDPOINT(careerId), form, {
    headers: { 'Content-Type': 'multipart/form-data', [IDEMPOTENCY_HEADER]: keys.keyFor(what) },
    cargora: { toastOnError: false },
  });
  keys.stored();
  return { receipt: res.data.data, message: res.data.message };
}

export type SubmitFailure =
  | { kind: 'field'; field: JobApplicationField }
  | { kind: 'notFound' | 'closed' | 'tooLarge' | 'badType' | 'invalid' | 'network' | 'unknown' };

/** Turns a failed POST into something the form can explain; the server names fields as `body/<field>`. */
export function describeFailure(error: unknown): SubmitFailure {
  if (!isAxiosError(error) || !error.response) return { kind: 'network' };
  const status = error.response.status;
  const message = String((error.response.data as { message?: unknown } | undefined)?.message ?? '');
  if (status === 404) return { kind: 'notFound' };
  if (status === 410) return { kind: 'closed' };
  if (status === 413) return { kind: 'tooLarge' };
  if (status === 415) return { kind: 'badType' };
  if (status === 400) {
    const named = /body\/(\w+)/.exec(message)?.[1];
    const field = JOB_APPLICATION_FIELDS.find((f) => f === named);
    return field ? { kind: 'field', field } : { kind: 'invalid' };
  }
  return { kind: 'unknown' };
}
