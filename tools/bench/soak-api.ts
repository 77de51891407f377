// The api's process for `npm run soak`: apps/api/src/main.ts as production runs it (its own process, tracing
// hooks first, stopped by SIGTERM), with one difference: the configuration's NODE_ENV is 'test', since the
// production configuration refuses the Auth emulator the benchmark signs in against (bench-api-env.ts).
// The process's NODE_ENV is production, so libraries take the paths they take in production.
// eslint-disable-next-line @nx/enforce-module-boundaries
import '../../apps/api/src/observability/start-tracing';
import { loadApiConfig } from '@bonus/server';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runProcess } from '../../apps/api/src/run-process';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startApi } from '../../apps/api/src/server';

runProcess(() => startApi(loadApiConfig({ ...process.env, NODE_ENV: 'test' })));
