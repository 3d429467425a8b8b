// The job application's rules, written once: the careers form checks them as the visitor types and the
// API checks them again on the multipart fields it receives (it cannot use a JSON schema for those).

export const JOB_APPLICATION_FIELDS = ['name', 'email', 'phone', 'coverLetter', 'cv'] as const;
export type JobApplicationField = (typeof JOB_APPLICATION_FIELDS)[number];
export type JobApplicationTextField = Exclude<JobApplicationField, 'cv'>;

export interface JobApplicationValues {
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
}

/** What the rules need of a CV: a browser File or the API's received upload both have these. */
export interface CvLike {
  name: string;
  size: number;
}

export const JOB_APPLICATION_RULES = {
  name: { min: 2, max: 100 },
  email: { max: 254, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
  phone: { min: 7, max: 20, pattern: /^\+?[0-9 ().-]+$/ },
  coverLetter: { min: 30, max: 5000 },
  cv: { extensions: ['pdf', 'doc', 'docx'], maxBytes: 5 * 1024 * 1024, maxMb: 5 },
} as const;

/** Error codes; the site translates them (`apply.errors.<field>.<code>`), the API words them in English. */
export type JobApplicationError = 'required' | 'length' | 'invalid' | 'tooShort' | 'tooLong' | 'type' | 'size' | 'empty';
export type JobApplicationErrors = Partial<Record<JobApplicationField, JobApplicationError>>;

const fileExtension = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

export function validateJobApplicationField(
  field: JobApplicationField,
  values: JobApplicationValues,
  cv: CvLike | null,
): JobApplicationError | undefined {
  const R = JOB_APPLICATION_RULES;
  switch (field) {
    case 'name': {
      const name = values.name.trim();
      if (!name) return 'required';
      return name.length < R.name.min || name.length > R.name.max ? 'length' : undefined;
    }
    case 'email': {
      const email = values.email.trim();
      if (!email) return 'required';
      return R.email.pattern.test(email) && email.length <= R.email.max ? undefined : 'invalid';
    }
    case 'phone': {
      const phone = values.phone.trim();
      if (!phone) return 'required';
      return R.phone.pattern.test(phone) && phone.length >= R.phone.min && phone.length <= R.phone.max ? undefined : 'invalid';
    }
    case 'coverLetter': {
      const letter = values.coverLetter.trim();
      if (!letter) return 'required';
      if (letter.length < R.coverLetter.min) return 'tooShort';
      return letter.length > R.coverLetter.max ? 'tooLong' : undefined;
    }
    case 'cv': {
      if (!cv) return 'required';
      if (!(R.cv.extensions as readonly string[]).includes(fileExtension(cv.name))) return 'type';
      return cv.size > R.cv.maxBytes ? 'size' : cv.size === 0 ? 'empty' : undefined;
    }
  }
}

export function validateJobApplication(values: JobApplicationValues, cv: CvLike | null): JobApplicationErrors {
  const errors: JobApplicationErrors = {};
  for (const field of JOB_APPLICATION_FIELDS) {
    const error = validateJobApplicationField(field, values, cv);
    if (error) errors[field] = error;
  }
  return errors;
}

const R = JOB_APPLICATION_RULES;
/** The API's English wording of each error, as `body/<field> …` messages. */
export const JOB_APPLICATION_MESSAGES: Record<JobApplicationField, Partial<Record<JobApplicationError, string>>> = {
  name: { required: 'is required', length: `must be ${R.name.min}-${R.name.max} characters` },
  email: { required: 'is required', invalid: 'must be a valid email address' },
  phone: { required: 'is required', invalid: `must be a phone number of ${R.phone.min}-${R.phone.max} characters (digits, spaces, + ( ) . -)` },
  coverLetter: {
    required: 'is required',
    tooShort: `must be at least ${R.coverLetter.min} characters`,
    tooLong: `must be at most ${R.coverLetter.max} characters`,
  },
  cv: {
    required: 'is required (PDF, DOC or DOCX file)',
    type: 'must be a PDF, DOC or DOCX file',
    size: `must be at most ${R.cv.maxMb} MB`,
    empty: 'is an empty file',
  },
};
