// A job as search engines read it (schema.org JobPosting, as Google's job results require and recommend it), from
// the Career the API sends: its employment type in schema.org's words and a place parsed from the location text.
import { PRODUCT_NAME, type Career } from '@cargora/shared/contracts';
import type { JobPosting } from '@cargora/shared/runtime';
import { employmentTypeOf } from '../../hooks/employment-type';

export { employmentTypeOf, type EmploymentType } from '../../hooks/employment-type';

// Country names (English, as the careers data writes them) to ISO 3166-1 codes, from the runtime's own region names.
let countryCodes: Map<string, string> | null = null;
const ALIASES: Record<string, string> = {
  uae: 'AE',
  uk: 'GB',
  usa: 'US',
  us: 'US',
  'great britain': 'GB',
  england: 'GB',
};
const normalise = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The ISO code of a country named in English ("Netherlands" → "NL"), or null when the name is not a country. */
export function countryCodeOf(name: string): string | null {
  if (!countryCodes) {
    countryCodes = new Map(Object.entries(ALIASES));
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        const code = `${a}${b}`;
        const region = code === 'ZZ' ? undefined : names.of(code);
        if (region) countryCodes.set(normalise(region), code);
      }
  }
  return countryCodes.get(normalise(name)) ?? null;
}

// The member states, for a remote job open to applicants anywhere in the EU (search engines want countries).
const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
const EU_NAMES = new Set(['eu', 'europe', 'european union']);

/** Where a job is done, from its location text: "Rotterdam, Netherlands", "Singapore", "Remote (EU)". */
export type JobPlace =
  | { remote: true; countries: string[]; area: string | null }
  | { remote: false; locality: string; region: string | null; country: string | null };

export function parseJobLocation(text: string): JobPlace {
  const location = text.trim();
  const remote = /^(fully\s+)?remote\b|^work from home\b|^anywhere\b/i.exec(location);
  if (remote) {
    // "Remote (EU)", "Remote - Germany", "Remote, Europe": the part that says from where.
    const rest = location.slice(remote[0].length).replace(/^[\s(,:–—-]+|[\s)]+$/g, '');
    if (!rest) return { remote: true, countries: [], area: null };
    if (EU_NAMES.has(normalise(rest))) return { remote: true, countries: EU_COUNTRIES, area: null };
    const codes = rest.split(/\s*(?:,|\/|\band\b|&)\s*/).map(countryCodeOf);
    if (codes.every((code): code is string => code !== null))
      return { remote: true, countries: codes, area: null };
    return { remote: true, countries: [], area: rest };
  }
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const countryName = parts[parts.length - 1]!;
    return {
      remote: false,
      locality: parts[0]!,
      region: parts.length > 2 ? parts.slice(1, -1).join(', ') : null,
      country: countryCodeOf(countryName) ?? countryName,
    };
  }
  // One name: a city-state ("Singapore") is its own country; a city alone has no country we could tell.
  return { remote: false, locality: location, region: null, country: countryCodeOf(location) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The job's description as the HTML search engines show: what the role is, then its requirements. */
export function jobDescriptionHtml(
  job: Pick<Career, 'description' | 'requirements'>,
  requirementsHeading: string,
): string {
  const about = `<p>${escapeHtml(job.description)}</p>`;
  if (!job.requirements.length) return about;
  return `${about}<h3>${escapeHtml(requirementsHeading)}</h3><ul>${job.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`;
}

const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

export interface JobPostingContext {
  /** The job page's absolute URL. */
  url: string;
  /** The site's landing page (absolute): the hiring organisation's own page. */
  landingUrl: string;
  logoUrl: string;
  /** The heading of the requirements list, in the page's language. */
  requirementsHeading: string;
}

/** The JobPosting of an open job: title, description, dates, employment type, the organisation and where. */
export function jobPosting(job: Career, context: JobPostingContext): JobPosting {
  const place = parseJobLocation(job.location);
  const where: Partial<Exclude<JobPosting, string>> = place.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(place.countries.length
          ? {
              applicantLocationRequirements: place.countries.map((code) => ({
                '@type': 'Country' as const,
                name: countryName.of(code) ?? code,
              })),
            }
          : place.area
            ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: place.area } }
            : {}),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: place.locality,
            ...(place.region ? { addressRegion: place.region } : {}),
            ...(place.country ? { addressCountry: place.country } : {}),
          },
        },
      };
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job, context.requirementsHeading),
    datePosted: job.postedAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: employmentTypeOf(job.employmentType),
    hiringOrganization: {
      '@type': 'Organization',
      name: PRODUCT_NAME,
      sameAs: context.landingUrl,
      url: context.landingUrl,
      logo: context.logoUrl,
    },
    identifier: { '@type': 'PropertyValue', name: PRODUCT_NAME, value: String(job.id) },
    directApply: true,
    url: context.url,
    ...where,
  };
}
