import { createWebpackConfig } from '@cargora/shared/build';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  kind: 'host',
  federation,
  devPort: 3000,
  title: 'Cargora: freight and logistics services marketplace',
});
