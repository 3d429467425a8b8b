import { mountStandalone } from '@cargora/shared';
import App from './app/App';

mountStandalone('catalog', App);
