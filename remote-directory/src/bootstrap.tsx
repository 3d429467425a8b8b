import { mountStandalone } from '@cargora/shared';
import App from './app/app';

mountStandalone('directory', App);
