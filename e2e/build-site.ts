// `npm test`'s "e2e build" step: the browser tests' site built before they start (e2e/support/prepare-site.ts).
import { prepareSite } from './support/prepare-site';

prepareSite();
