import type {
  ApiEnvelope,
  JobApplicationReceipt,
  JobApplicationField,
  JobApplicationValues,
  JobApplicationErrors,
} from '@cargora/shared/contracts';
import { http, isAxiosError, IDEMPOTENCY_HEADER, submissionKeys } from '@cargora/shared/runtime';
import { JOB_APPLICATION_FIELDS } from '@cargora/shared/rules';

export const APPLICATION_ENDPOINT = (careerId: number) => `/misc/job/application/${careerId}`;

/**
 * What the page's action answers a form posted without JavaScript: the receipt, or the form again with what the
 * visitor typed (never the CV's bytes: a file input cannot be given a file back) and why it was not sent.
 */
export interface ApplicationAnswer {
  values: JobApplicationValues;
  errors: JobApplicationErrors;
  problem: SubmitFailure | null;
  receipt?: JobApplicationReceipt;
}

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
  | { kind: 'notFound' | 'closed' | 'tooLarge' | 'badType' | 'invalid' | 'network' | 'unknown' | 'expired' | 'limited' };

/** What the form says about the API's refusal (status null: no answer); the server names fields as `body/<field>`. */
export function failureOf(status: number | null, message: string): SubmitFailure {
  if (status === null) return { kind: 'network' };
  if (status === 404) return { kind: 'notFound' };
  if (status === 410) return { kind: 'closed' };
  if (status === 413) return { kind: 'tooLarge' };
  if (status === 415) return { kind: 'badType' };
  if (status === 429) return { kind: 'limited' };
  if (status === 400) {
    const named = /body\/(\w+)/.exec(message)?.[1];
    const field = JOB_APPLICATION_FIELDS.find((f) => f === named);
    return field ? { kind: 'field', field } : { kind: 'invalid' };
  }
  return { kind: 'unknown' };
}

/** Turns a failed POST into something the form can explain. */
export function describeFailure(error: unknown): SubmitFailure {
  if (!isAxiosError(error) || !error.response) return { kind: 'network' };
  return failureOf(error.response.status, String((error.response.data as { message?: unknown } | undefined)?.message ?? ''));
}
