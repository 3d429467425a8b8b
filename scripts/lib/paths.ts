// Where things live and which port serves what. Every port can be overridden by env.
import { join, resolve } from 'node:path';
import { REMOTE_NAMES, opsToken, type RemoteName } from '@cargora/shared/server';

export const ROOT = join(__dirname, '..', '..');
/** Published remote versions and the host's remotes.json (read at call time: tests move it). */
export const deployDir = () => process.env.CARGORA_DEPLOY_DIR ?? join(ROOT, 'deploy');

export { REMOTE_NAMES, type RemoteName };

/** The API's data directory: DATA_DIR (relative to api/, where the API runs), default api/data, as the API reads it. */
export const dataDir = () => resolve(ROOT, 'api', process.env.DATA_DIR ?? 'data');
/** The operator credential the host's server and the API read here: OPS_TOKEN, else the one kept in DATA_DIR/ops-token. */
export const localOpsToken = () => opsToken(process.env, dataDir());

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';

export function ports() {
  return {
    host: int('HOST_PORT', 3000),
    catalog: int('CATALOG_PORT', 3001),
    directory: int('DIRECTORY_PORT', 3002),
    content: int('CONTENT_PORT', 3003),
    careers: int('CAREERS_PORT', 3004),
    api: int('API_PORT', 4000),
    files: int('FILES_PORT', 4100),
  };
}

export const origin = (port: number) => `http://${PUBLIC_HOST}:${port}`;

export function remoteOrigin(remote: RemoteName) {
  return origin(ports()[remote]);
}

export const packageDir = (name: 'host' | RemoteName) => join(ROOT, name === 'host' ? 'host' : `remote-${name}`);
