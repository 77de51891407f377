import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { ApiConfig } from '@bonus/server';

/**
 * Which peers may name the client through X-Forwarded-For: only the proxies in TRUSTED_PROXIES. With
 * none the header is ignored, so the client's address (its rate-limit identity) is the connecting
 * peer's and cannot be chosen by the client. Fastify's `trustProxy` takes this value.
 */
export function trustedProxies(config: Pick<ApiConfig, 'TRUSTED_PROXIES'>): string[] | false {
  return config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false;
}

/** The client's address as Fastify's `request.ip` gives it with `trustProxy: trustedProxies(config)`, for requests answered before Fastify. */
export function clientAddressOf(config: Pick<ApiConfig, 'TRUSTED_PROXIES'>): (request: IncomingMessage) => string | undefined {
  const proxies = trustedProxies(config);
  if (!proxies) return (request) => request.socket.remoteAddress;
  const trusted = proxyAddr.compile(proxies);
  return (request) => proxyAddr(request, trusted);
}
