// The job application's client-side rules; the server re-checks, this only spares a round trip.

export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'coverLetter', 'cv'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
}

export const RULES = {
  name: { min: 2, max: 100 },
  phone: { min: 7, max: 20 },
  coverLetter: { min: 30, max: 5000 },
  cv: { extensions: ['pdf', 'doc', 'docx'], maxBytes: 5 * 1024 * 1024, maxMb: 5 },
} as const;

export const CV_ACCEPT = '.pdf,.doc,.docx';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 +()-]+$/;

/** Error codes are translation keys under `apply.errors.<field>.<code>`. */
export type FieldErrors = Partial<Record<ApplicationField, string>>;

export function validateField(field: ApplicationField, values: ApplicationValues, cv: File | null): string | undefined {
  switch (field) {
    case 'name': {
      const name = values.name.trim();
      if (!name) return 'required';
      return name.length < RULES.name.min || name.length > RULES.name.max ? 'length' : undefined;
    }
    case 'email': {
      const email = values.email.trim();
      if (!email) return 'required';
      return EMAIL.test(email) && email.length <= 254 ? undefined : 'invalid';
    }
    case 'phone': {
      const phone = values.phone.trim();
      if (!phone) return 'required';
      return PHONE.test(phone) && phone.length >= RULES.phone.min && phone.length <= RULES.phone.max
        ? undefined
        : 'invalid';
    }
    case 'coverLetter': {
      const letter = values.coverLetter.trim();
      if (!letter) return 'required';
      if (letter.length < RULES.coverLetter.min) return 'tooShort';
      return letter.length > RULES.coverLetter.max ? 'tooLong' : undefined;
    }
    case 'cv': {
      if (!cv) return 'required';
      const ext = cv.name.includes('.') ? cv.name.split('.').pop()!.toLowerCase() : '';
      if (!(RULES.cv.extensions as readonly string[]).includes(ext)) return 'type';
      return cv.size > RULES.cv.maxBytes ? 'size' : cv.size === 0 ? 'empty' : undefined;
    }
  }
}

export function validateApplication(values: ApplicationValues, cv: File | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of APPLICATION_FIELDS) {
    const error = validateField(field, values, cv);
    if (error) errors[field] = error;
  }
  return errors;
}
