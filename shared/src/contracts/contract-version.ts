// The version of the contract between the API and the pages (the answers' shapes in ./schemas, the routes, the rules).
// The API serves it (GET /health answers `contract`); a remote's release records the one it was built with, and
// `npm run remote -- release` refuses a build made against an older contract than the live API serves.
// Raise it by one whenever a change makes pages built before it wrong against the API: a field removed or renamed,
// a meaning changed, a call gone. Adding a field or a call does not raise it.
export const CONTRACT_VERSION = 1;
