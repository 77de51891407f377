import type { ApiConfig } from '@bonus/server';

/**
 * Which peers may name the client through X-Forwarded-For: only the proxies in TRUSTED_PROXIES. With
 * none the header is ignored, so the client's address (its rate-limit identity) is the connecting
 * peer's and cannot be chosen by the client. Fastify's `trustProxy` takes this value.
 */
export function trustedProxies(config: Pick<ApiConfig, 'TRUSTED_PROXIES'>): string[] | false {
  return config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false;
}
