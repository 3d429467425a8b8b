import { createWebpackConfig } from '@cargora/shared/build';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  federation,
  devPort: 3004,
  title: 'Cargora Careers (standalone)',
});
