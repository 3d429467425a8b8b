import type { Career } from '@cargora/shared/contracts';
import type { JobPosting } from '@cargora/shared/runtime';
import {
  countryCodeOf,
  employmentTypeOf,
  jobDescriptionHtml,
  jobPosting,
  parseJobLocation,
} from '../job-posting';

const JOB: Career = {
  id: 1,
  title: 'Senior Backend Engineer',
  department: 'Engineering',
  location: 'Rotterdam, Netherlands',
  employmentType: 'Full-time',
  description: 'Build the APIs <fast> & well.',
  requirements: ['Node.js', 'SQL'],
  postedAt: '2024-12-20T00:00:00.000Z',
  validThrough: '2025-03-20T00:00:00.000Z',
};
const CONTEXT = {
  url: 'https://cargora.example/jobs-details/1',
  landingUrl: 'https://cargora.example/landing-page',
  logoUrl: 'https://cargora.example/favicon.svg',
  requirementsHeading: 'What we are looking for',
};

describe('job posting', () => {
  it('maps the careers wording to schema.org employment types', () => {
    expect(
      ['Full-time', 'Part-time', 'Internship', 'Contract', 'Temporary', 'Freelance', 'Volunteer'].map(
        employmentTypeOf,
      ),
    ).toEqual(['FULL_TIME', 'PART_TIME', 'INTERN', 'CONTRACTOR', 'TEMPORARY', 'CONTRACTOR', 'OTHER']);
  });

  it('reads a city and its country, a city-state, a city alone and remote jobs from the location text', () => {
    expect(countryCodeOf('United Arab Emirates')).toBe('AE');
    expect(countryCodeOf('UAE')).toBe('AE');
    expect(countryCodeOf('Rotterdam')).toBeNull();
    expect(parseJobLocation('Rotterdam, Netherlands')).toEqual({
      remote: false,
      locality: 'Rotterdam',
      region: null,
      country: 'NL',
    });
    expect(parseJobLocation('Sao Paulo, Brazil')).toMatchObject({ locality: 'Sao Paulo', country: 'BR' });
    expect(parseJobLocation('Austin, Texas, United States')).toEqual({
      remote: false,
      locality: 'Austin',
      region: 'Texas',
      country: 'US',
    });
    expect(parseJobLocation('Singapore')).toEqual({
      remote: false,
      locality: 'Singapore',
      region: null,
      country: 'SG',
    });
    expect(parseJobLocation('Rotterdam')).toEqual({
      remote: false,
      locality: 'Rotterdam',
      region: null,
      country: null,
    });
    expect(parseJobLocation('Remote (EU)')).toMatchObject({ remote: true, area: null });
    expect(parseJobLocation('Remote (EU)')).toHaveProperty(
      'countries',
      expect.arrayContaining(['NL', 'FR', 'DE']),
    );
    expect(parseJobLocation('Remote - Germany')).toEqual({ remote: true, countries: ['DE'], area: null });
    expect(parseJobLocation('Remote (Americas)')).toEqual({ remote: true, countries: [], area: 'Americas' });
    expect(parseJobLocation('Remote')).toEqual({ remote: true, countries: [], area: null });
  });

  it('describes the job in HTML, its text escaped', () => {
    expect(jobDescriptionHtml(JOB, 'Requirements')).toBe(
      '<p>Build the APIs &lt;fast&gt; &amp; well.</p><h3>Requirements</h3><ul><li>Node.js</li><li>SQL</li></ul>',
    );
    expect(jobDescriptionHtml({ ...JOB, requirements: [] }, 'Requirements')).toBe(
      '<p>Build the APIs &lt;fast&gt; &amp; well.</p>',
    );
  });

  it('has every property search engines require and recommend for an office job', () => {
    expect(jobPosting(JOB, CONTEXT)).toEqual({
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer',
      description: expect.stringContaining('<li>SQL</li>'),
      datePosted: '2024-12-20T00:00:00.000Z',
      validThrough: '2025-03-20T00:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Cargora',
        sameAs: CONTEXT.landingUrl,
        url: CONTEXT.landingUrl,
        logo: CONTEXT.logoUrl,
      },
      identifier: { '@type': 'PropertyValue', name: 'Cargora', value: '1' },
      directApply: true,
      url: CONTEXT.url,
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Rotterdam', addressCountry: 'NL' },
      },
    });
  });

  it('says where applicants may work from for a remote job, and leaves out an end date it does not have', () => {
    const posting = jobPosting({ ...JOB, location: 'Remote (EU)', validThrough: null }, CONTEXT) as Exclude<
      JobPosting,
      string
    >;
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting.applicantLocationRequirements).toEqual(
      expect.arrayContaining([{ '@type': 'Country', name: 'Netherlands' }]),
    );
    expect(posting.applicantLocationRequirements).toHaveLength(27);
  });
});
