// `npm run seed -- [--services N] [--reset]`: (re)builds the database; large N makes a benchmark data set.
import { pnpm } from './lib/build';

pnpm(['--filter', '@cargora/api', 'run', 'seed', ...process.argv.slice(2)]);
