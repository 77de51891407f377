// Layer rules for libs/server (docs/architecture.md, Conventions), for production code (specs may reach any layer):
// low-level helpers (persistence, cache, the mail, auth and job integrations) import no feature and nothing above;
// features import the helpers and each other, never the composition above them: the schema, migrations and seed
// (db), the service container (services.ts), the payment adapters (integrations/payments, which implement the
// features/orders port), configuration or the public entries.
import path from 'node:path';

const LOWER = ['persistence', 'cache', 'integrations/mail', 'integrations/auth', 'integrations/jobs', 'escape-html.ts'];
const ABOVE_FEATURES = ['db', 'services.ts', 'integrations/payments', 'config', 'index.ts', 'testing.ts', 'testing'];

/** The `import-x/no-restricted-paths` zones of libs/server at `root`. */
export function serverZones(root) {
  const src = path.join(root, 'libs/server/src');
  const at = (names) => names.map((name) => path.join(src, name));
  return [
    { target: at(LOWER), from: at(['features', ...ABOVE_FEATURES]), message: 'Low-level helpers sit below the features: they must not import a feature or anything composed above them.' },
    { target: at(['features']), from: at(ABOVE_FEATURES), message: 'Features sit below the schema, seed, services container, payment adapters and entries: take what you need as a parameter or move it down.' },
  ];
}
