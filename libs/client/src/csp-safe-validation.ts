import { config } from 'zod';

/**
 * Has zod validate without compiling code at run time. Its compiled fast path first probes whether
 * `new Function` is allowed, and under the apps' Content-Security-Policy (no 'unsafe-eval') that
 * probe is reported as a violation; the forms' schemas are small, so the plain path costs nothing.
 */
export function configureCspSafeValidation(): void {
  config({ jitless: true });
}
