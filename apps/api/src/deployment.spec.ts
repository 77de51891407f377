import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { API_CONFIG_VARIABLES, loadApiConfig } from '@bonus/server';
import { HEALTH_CHECK_TIMEOUT_MS, PROBE_PATHS } from './observability/health';
import { TRACING_VARIABLES } from './observability/tracing';

const ROOT = path.resolve(__dirname, '../../..');
const K8S = path.join(ROOT, 'docker/k8s');

/* eslint-disable @typescript-eslint/no-explicit-any -- Kubernetes objects as parsed YAML */
const manifests: any[] = readdirSync(K8S)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(readFileSync(path.join(K8S, file), 'utf8')).map((document) => ({ ...document.toJS(), file })));
const find = (kind: string, name: string) => {
  const found = manifests.find((manifest) => manifest.kind === kind && manifest.metadata?.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in docker/k8s`);
  return found;
};
const containersOf = (workload: any): any[] => workload.spec.template.spec.containers;
const apiImageContainers = manifests.filter((m) => m.spec?.template?.spec?.containers).flatMap(containersOf).filter((c) => c.image === 'bonus-klub-api');

/**
 * Read only in development and tests; a production deployment must not set them (or sets them per workload).
 * LOG_FILE stays unset in a cluster: the logs go to standard output, which the cluster collects.
 */
const NOT_IN_SHARED_CONFIG = new Set(['FIREBASE_AUTH_EMULATOR_HOST', 'MAIL_DIR', 'STRIPE_API_URL', 'JOBS_ENABLED', 'LOG_FILE']);

describe('the Kubernetes manifests (docker/k8s)', () => {
  const config = find('ConfigMap', 'bonus-klub-config').data as Record<string, string>;
  const secret = find('Secret', 'bonus-klub-secrets').stringData as Record<string, string>;

  it('give every variable the api reads through the ConfigMap or the Secret, and nothing it does not read', () => {
    const provided = new Set([...Object.keys(config), ...Object.keys(secret)]);
    const missing = API_CONFIG_VARIABLES.filter((variable) => !NOT_IN_SHARED_CONFIG.has(variable) && !provided.has(variable));
    expect(missing).toEqual([]);
    const known = new Set<string>([...API_CONFIG_VARIABLES, ...TRACING_VARIABLES]);
    expect([...provided].filter((variable) => !known.has(variable))).toEqual([]);
    // Secrets stay out of the ConfigMap.
    for (const variable of ['DATABASE_URL', 'FIREBASE_SERVICE_ACCOUNT_JSON', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'LOCAL_GATEWAY_SECRET', 'METRICS_TOKEN', 'BANK_TOKEN_KEY']) {
      expect(config).not.toHaveProperty(variable);
      expect(secret).toHaveProperty(variable);
    }
  });

  it('form a configuration the api accepts in production (with the example secret filled in)', () => {
    expect(() => loadApiConfig({ ...config, ...secret, JOBS_ENABLED: 'false' })).not.toThrow();
    expect(loadApiConfig({ ...config, ...secret }).NODE_ENV).toBe('production');
  });

  it('hand the ConfigMap and the Secret to every container of the api image', () => {
    expect(apiImageContainers.map((container) => container.name).sort()).toEqual(['api', 'migrate', 'worker']);
    for (const container of apiImageContainers) {
      expect(container.envFrom).toEqual([{ configMapRef: { name: 'bonus-klub-config' } }, { secretRef: { name: 'bonus-klub-secrets' } }]);
    }
  });

  it('run the api without jobs, probed on /ready and /live (the paths the code answers) and scaled by an autoscaler; the worker runs the jobs; a Job migrates', () => {
    const api = find('Deployment', 'bonus-klub-api');
    const [container] = containersOf(api);
    expect(container.command).toEqual(['node', 'dist/apps/api/src/main.js']);
    expect(container.env).toContainEqual({ name: 'JOBS_ENABLED', value: 'false' });
    expect(container.readinessProbe.httpGet.path).toBe(PROBE_PATHS.ready);
    // Longer than the longest check of the answer, or a slow dependency fails the probe by its timeout instead.
    expect(container.readinessProbe.timeoutSeconds * 1000).toBeGreaterThan(HEALTH_CHECK_TIMEOUT_MS);
    expect(container.livenessProbe.httpGet.path).toBe(PROBE_PATHS.live);
    expect(find('HorizontalPodAutoscaler', 'bonus-klub-api').spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'bonus-klub-api' });
    expect(find('Service', 'bonus-klub-api').spec.selector).toEqual(api.spec.selector.matchLabels);

    const [worker] = containersOf(find('Deployment', 'bonus-klub-worker'));
    expect(worker.command).toEqual(['node', 'dist/apps/api/src/worker.js']);
    expect(worker.env ?? []).not.toContainEqual(expect.objectContaining({ name: 'JOBS_ENABLED' }));
    expect(worker.readinessProbe.httpGet.path).toBe(PROBE_PATHS.ready);
    expect(worker.readinessProbe.timeoutSeconds * 1000).toBeGreaterThan(HEALTH_CHECK_TIMEOUT_MS);
    expect(worker.livenessProbe.httpGet.path).toBe(PROBE_PATHS.live);

    const [migrate] = find('Job', 'bonus-klub-migrate').spec.template.spec.containers;
    expect(migrate.command).toEqual(['node', 'dist/apps/api/src/migrate.js']);
  });

  it('start only entries that exist, the same ones the Dockerfile and compose use', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'docker/api.Dockerfile'), 'utf8');
    const compose = readFileSync(path.join(ROOT, 'docker/compose.yaml'), 'utf8');
    expect(dockerfile).toContain('CMD ["node", "dist/apps/api/src/main.js"]');
    expect(compose).toContain('dist/apps/api/src/migrate.js');
    expect(compose).toContain('dist/apps/api/src/worker.js');
    for (const container of apiImageContainers) {
      const entry = container.command[1].replace(/^dist\/apps\/api\/src\/(.+)\.js$/, 'apps/api/src/$1.ts');
      expect(existsSync(path.join(ROOT, entry))).toBe(true);
    }
  });

  it('trust X-Forwarded-For only from the pod network and give /metrics a token', () => {
    expect(loadApiConfig({ ...config, ...secret }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8']);
    expect(secret.METRICS_TOKEN.length).toBeGreaterThanOrEqual(16);
  });

  it('route the public hosts to the web, admin and api Services', () => {
    const backends = find('Ingress', 'bonus-klub').spec.rules.flatMap((rule: any) => rule.http.paths.map((p: any) => `${rule.host}${p.path} → ${p.backend.service.name}`));
    expect(backends).toEqual(['bonusklub.cz/ → bonus-klub-web', 'admin.bonusklub.cz/ → bonus-klub-admin', 'api.bonusklub.cz/ → bonus-klub-api']);
    for (const name of ['bonus-klub-web', 'bonus-klub-admin']) expect(containersOf(find('Deployment', name))[0].env).toContainEqual({ name: 'API_UPSTREAM', value: 'http://bonus-klub-api:3000' });
  });
});

describe('the compose stack (docker/compose.yaml)', () => {
  const compose = parseAllDocuments(readFileSync(path.join(ROOT, 'docker/compose.yaml'), 'utf8'))[0].toJS();
  const apiEnv: Record<string, string> = compose['x-api-env'];

  it('refuses to start without a metrics token', () => {
    expect(apiEnv.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:\?/);
  });

  it('trusts X-Forwarded-For from the web and admin nginx alone, at the fixed addresses they get', () => {
    const nginxAddresses = ['web', 'admin'].map((name) => compose.services[name].networks.default.ipv4_address);
    expect(apiEnv.TRUSTED_PROXIES.split(',')).toEqual(nginxAddresses);
  });
});

