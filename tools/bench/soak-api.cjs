// The api's process for `npm run soak`: the build production runs (docker/api.Dockerfile copies dist/apps/api),
// started as its main.js starts it (tracing hooks first, stopped by SIGTERM), with one difference: the
// configuration's NODE_ENV is 'test', since the production configuration refuses the Auth emulator the benchmark
// signs in against (bench-api-env.ts). The process's NODE_ENV is production, so libraries take the paths they take
// in production. Plain JavaScript, as the built api is.
const path = require('node:path');

const BUILT = path.resolve(__dirname, '../../dist/apps/api');
require(`${BUILT}/apps/api/src/observability/start-tracing`);
const { loadApiConfig } = require(`${BUILT}/libs/server/src/index.js`);
const { runProcess } = require(`${BUILT}/apps/api/src/run-process`);
const { startApi } = require(`${BUILT}/apps/api/src/server`);

runProcess(() => startApi(loadApiConfig({ ...process.env, NODE_ENV: 'test' })));
