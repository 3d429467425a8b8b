import { createWebpackConfig } from '@cargora/shared/build';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  federation,
  devPort: 3003,
  title: 'Cargora Content (standalone)',
});
