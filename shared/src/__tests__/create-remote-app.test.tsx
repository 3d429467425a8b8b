import type { JSX } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRemoteApp, type RemotePages } from '../app/create-remote-app';
import { renderRoute, setupTestI18n } from '../testing';

let broken = false;
function Fragile() {
  if (broken) throw new Error('boom');
  return <h1>Careers page</h1>;
}

const page = (element: () => JSX.Element) => () => Promise.resolve({ default: element });
const pages: RemotePages<'careers'> = {
  career: page(Fragile),
  jobsDetails: page(() => <h1>Jobs</h1>),
  jobDetail: page(() => <h1>Job</h1>),
  applyJobs: page(() => <h1>Apply</h1>),
};

beforeAll(() => setupTestI18n(null, []));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

it('renders the lazily loaded page of a route id', async () => {
  const App = createRemoteApp('careers', pages, { publicPath: '/' });
  renderRoute(<App routeId="jobsDetails" />);
  expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
});

it('throws for a route id the remote does not own', () => {
  const App = createRemoteApp('careers', pages, { publicPath: '/' });
  expect(() => render(<App routeId="landing" />)).toThrow(
    'The careers remote does not render route "landing"',
  );
});

it('keeps a page that throws inside its error boundary, and Retry renders it again', async () => {
  broken = true;
  const App = createRemoteApp('careers', pages, { publicPath: '/' });
  renderRoute(<App routeId="career" />);
  expect(await screen.findByText(/This page hit a problem while displaying/)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Careers page' })).not.toBeInTheDocument();
  broken = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Careers page' })).toBeInTheDocument();
});

it('loads a page again on Retry when its chunk failed to arrive', async () => {
  let attempts = 0;
  const flaky: RemotePages<'careers'> = {
    ...pages,
    applyJobs: () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('ChunkLoadError'))
        : Promise.resolve({ default: () => <h1>Apply</h1> });
    },
  };
  const App = createRemoteApp('careers', flaky, { publicPath: '/' });
  renderRoute(<App routeId="applyJobs" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Apply' })).toBeInTheDocument();
  expect(attempts).toBe(2);
});

it('wraps every page in the remote frame', async () => {
  const App = createRemoteApp('careers', pages, {
    publicPath: '/',
    frame: ({ routeId, children }) => (
      <>
        {children}
        <p>beside {routeId}</p>
      </>
    ),
  });
  renderRoute(<App routeId="jobDetail" />);
  expect(await screen.findByRole('heading', { name: 'Job' })).toBeInTheDocument();
  expect(screen.getByText('beside jobDetail')).toBeInTheDocument();
});

// Compile-time checks: a remote maps all of its route ids and nothing else.
// @ts-expect-error -- applyJobs is missing
export const missing: RemotePages<'careers'> = {
  career: pages.career,
  jobsDetails: pages.jobsDetails,
  jobDetail: pages.jobDetail,
};
// @ts-expect-error -- landing belongs to the catalog
export const foreign: RemotePages<'careers'> = { ...pages, landing: pages.career };
