// Paths of the directory's own pages, built in one place so every link encodes names the same way.
export const DIRECTORY_PATHS = {
  worldwide: '/worldwide-directory',
  newlyRegistered: '/newly-registered-agents',
  domestic: '/domestic-agents-page',
  international: '/international-agents-page',
  country: (country: string) => `/country-directory-page/${encodeURIComponent(country)}`,
  state: (country: string, state: string) =>
    `/company-details/${encodeURIComponent(country)}/${encodeURIComponent(state)}`,
} as const;
