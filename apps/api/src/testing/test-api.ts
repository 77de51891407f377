import net from 'node:net';
import { createEmulatorAccounts, createTestDatabase, DEMO_USERS, loadApiConfig, seedDemoData, TestDatabase } from '@bonus/server';
import { RunningApi, startApi } from '../server';

export interface TestApi {
  url: string;
  db: TestDatabase;
  /** A real ID token from the Auth emulator for a demo account. */
  idToken: (email: string, password?: string) => Promise<string>;
  stop: () => Promise<void>;
}

/** The real api on a fresh seeded database and the Auth emulator the jest global setup started. */
export async function startTestApi(): Promise<TestApi> {
  const db = await createTestDatabase();
  await seedDemoData(db.dataSource);
  const projectId = process.env.FIREBASE_PROJECT_ID!;
  await createEmulatorAccounts(projectId, DEMO_USERS);
  const api: RunningApi = await startApi(
    loadApiConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, API_PORT: String(await freePort()), LOG_LEVEL: 'silent' }),
  );
  return {
    url: api.url,
    db,
    idToken: (email, password = 'Demo1234!') => emulatorIdToken(email, password),
    stop: async () => {
      await api.stop();
      await db.drop();
    },
  };
}

async function emulatorIdToken(email: string, password: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`Emulator sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}
