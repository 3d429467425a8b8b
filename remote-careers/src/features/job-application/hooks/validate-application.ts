// The job application's rules come from the contract the API applies too (@cargora/shared); the form
// checks them as the visitor types, to spare a round trip.
import { JOB_APPLICATION_RULES, type JobApplicationErrors } from '@cargora/shared';

export {
  JOB_APPLICATION_FIELDS as APPLICATION_FIELDS,
  JOB_APPLICATION_RULES as RULES,
  validateJobApplication as validateApplication,
  validateJobApplicationField as validateField,
  type JobApplicationField as ApplicationField,
  type JobApplicationValues as ApplicationValues,
} from '@cargora/shared';

export const CV_ACCEPT = JOB_APPLICATION_RULES.cv.extensions.map((ext) => `.${ext}`).join(',');

/** Error codes are translation keys under `apply.errors.<field>.<code>`. */
export type FieldErrors = JobApplicationErrors;
