import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { fastifyTrustProxy } from '@cargora/shared/server';
import type { AppConfig } from '../config';

type ServerSettings = Pick<FastifyServerOptions, 'trustProxy' | 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & { http: ServerOptions };

/**
 * Options shared by the API and the files origin: which proxies to trust (TRUST_PROXY), and the time-outs of the
 * whole request, its headers, an idle socket (a body that stops arriving) and an idle keep-alive connection. Node
 * checks the first two every connectionsCheckingInterval.
 */
export function serverOptions(config: AppConfig): ServerSettings {
  const headersTimeout = config.requestTimeoutMs > 0 ? Math.min(config.headersTimeoutMs, config.requestTimeoutMs) : config.headersTimeoutMs;
  return {
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: { headersTimeout, connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 2) || 1000)) },
  };
}
