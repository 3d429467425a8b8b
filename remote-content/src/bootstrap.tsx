import { mountStandalone } from '@cargora/shared/ui';
import routes from './app/routes';

mountStandalone('content', routes);
