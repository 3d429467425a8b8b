import { mountStandalone } from '@cargora/shared/ui';
import App from './app/app';

mountStandalone('catalog', App);
