// A job's employment type: the API sends it as the careers data writes it, in English ("Full-time", "Internship").
import type { TFunction } from 'i18next';
import { useTranslation } from '@cargora/shared/translation';

/** schema.org / Google employment types. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'OTHER';

/** The wording of the careers data ("Full-time", "Part-time", "Internship", "Contract"…) as a schema.org type. */
export function employmentTypeOf(text: string): EmploymentType {
  const word = text.toLowerCase().replace(/[^a-z]/g, '');
  if (word.startsWith('full')) return 'FULL_TIME';
  if (word.startsWith('part')) return 'PART_TIME';
  if (word.startsWith('contract') || word.startsWith('freelance')) return 'CONTRACTOR';
  if (word.startsWith('temp') || word.startsWith('fixedterm') || word.startsWith('seasonal'))
    return 'TEMPORARY';
  if (word.startsWith('intern') || word.startsWith('trainee') || word.startsWith('apprentice'))
    return 'INTERN';
  return 'OTHER';
}

/**
 * The employment type in the language of `t` (the careers namespace), as a label ("Full-time") or inside a sentence
 * ("full-time"); a wording the site does not know is shown as sent. Pure: a route's head uses it with its own `t`.
 */
export function employmentTypeTexts(t: TFunction) {
  return {
    label: (text: string) => t(`employmentTypeLabels.${employmentTypeOf(text)}`, { defaultValue: text }),
    inSentence: (text: string) => t(`employmentTypes.${employmentTypeOf(text)}`, { defaultValue: text }),
  };
}

/** employmentTypeTexts in the visitor's language, for a component. */
export function useEmploymentType() {
  const { t } = useTranslation('careers');
  return employmentTypeTexts(t);
}
