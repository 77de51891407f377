// Layer rules for the React apps (docs/architecture.md, Conventions; bulletproof-react's zones are the model):
// the app layer (src/*.tsx, routes) composes features; a feature (src/features/<name>) imports only itself,
// the lower layers and libs; the lower layers (src/shared, the web app's session, config) import no feature
// and nothing of the app layer. The zones are generated from the folders, so a new feature is covered as it appears.
import fs from 'node:fs';
import path from 'node:path';

const FRONT_END_APPS = ['apps/web', 'apps/admin'];
const LOWER_LAYERS = ['shared', 'session', 'config.ts'];

const FEATURE_MESSAGE = 'A feature never imports another feature: move the shared piece to src/shared (or libs/ui when both apps use it), or compose the two in the app layer.';
const LOWER_MESSAGE = 'src/shared, session and config sit below the features and the app layer and must not import them.';
const APP_LAYER_MESSAGE = 'Features are composed by the app layer (routes, App), never import it.';

const existing = (dir, names) => names.filter((name) => fs.existsSync(path.join(dir, name)));
const folders = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : []);

/** The `import-x/no-restricted-paths` zones of one app, `app` relative to `root`. */
export function appZones(root, app) {
  const src = path.join(root, app, 'src');
  const features = path.join(src, 'features');
  const lower = existing(src, LOWER_LAYERS).map((name) => path.join(src, name));
  const appLayerExcept = ['./features', ...existing(src, LOWER_LAYERS).map((name) => `./${name}`)];
  return [
    ...folders(features).map((feature) => ({ target: path.join(features, feature), from: features, except: [`./${feature}`], message: FEATURE_MESSAGE })),
    ...(lower.length ? [{ target: lower, from: features, message: LOWER_MESSAGE }, { target: lower, from: src, except: appLayerExcept, message: LOWER_MESSAGE }] : []),
    { target: features, from: src, except: appLayerExcept, message: APP_LAYER_MESSAGE },
  ];
}

/** The zones of every front-end app in the workspace at `root`. */
export function frontEndZones(root) {
  return FRONT_END_APPS.flatMap((app) => appZones(root, app));
}
