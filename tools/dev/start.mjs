// `npm start`: the whole product on embedded defaults (see README). While it starts, the services are quiet
// (a service that fails shows its last lines); once all answer, it prints what a person needs (services, URLs,
// demo accounts) and from then on each service's output, a JSON log record as one readable line (log-lines.mjs).
// Ctrl-C, SIGTERM and SIGHUP (to this process or to npm) all stop everything it started, each service before what it uses (web and admin,
// the api, then the Auth emulator and PostgreSQL), and then it exits.
import path from 'node:path';
import { serviceGroup, whenOwnerExits } from './processes.mjs';
import { defaultPorts, startStack } from './stack.mjs';

const DEMO_LOGINS = [
  ['admin', 'admin@demo.cz'],
  ['free', 'free@demo.cz'],
  ['basic', 'basic@demo.cz'],
  ['premium', 'premium@demo.cz'],
];
const services = serviceGroup();
let stopping = false;

function stopOn(signal) {
  if (stopping) return;
  stopping = true;
  // After SIGHUP the terminal may be gone: a failed write must not end this process before its services.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  console.log(`\n${signal}: stopping…`);
  services.stop(console.log).then(() => {
    console.log('Stopped.');
    process.exit(0);
  });
}

async function main() {
  const started = Date.now();
  const ports = await defaultPorts();
  // One readable line per log entry in the terminal (LOG_FORMAT=json for the production format).
  const env = { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT || 'pretty' };
  const stack = await startStack({ dataDir: path.resolve(process.env.DATA_DIR || '.data'), ports, env, services, quiet: true });
  console.log(`
Bonus Klub is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s):
  web    ${stack.urls.web}
  admin  ${stack.urls.admin}
  api    ${stack.urls.api}   (GraphQL at /graphql, health at /health)
  auth   ${stack.urls.auth ?? 'Firebase (production)'}
${stack.urls.auth ? `Demo logins (password Demo1234!):\n${DEMO_LOGINS.map(([role, email]) => `  ${role.padEnd(8)} ${email}`).join('\n')}\n` : ''}Press Ctrl-C to stop. The services' logs follow.`);
  // The api and the worker write readable lines themselves (LOG_FORMAT=pretty); each line says whose it is.
  for (const child of services.running()) child.on('line', (line) => line.trim() && console.log(`[${child.serviceName}] ${line}`));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopOn(signal));
whenOwnerExits(() => stopOn('npm has exited'));
main().catch((error) => {
  if (stopping) return; // start-up cut short by a signal: stopOn finishes the job
  console.error(error.message ?? error);
  process.exit(1);
});
