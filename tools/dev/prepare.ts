// Brings a database and the Auth emulator to a usable state: migrations, demo data (first run only),
// and the demo sign-in accounts (every run, the emulator forgets them).
import { createDataSource, createEmulatorAccounts, DEMO_USERS, seedDemoData } from '@bonus/server';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const dataSource = await createDataSource({ url, poolSize: 2 }).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) console.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    if (process.env.SEED_DEMO_DATA !== 'false' && (await seedDemoData(dataSource))) console.log('Demo data loaded.');
  } finally {
    await dataSource.destroy();
  }
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    await createEmulatorAccounts(process.env.FIREBASE_PROJECT_ID ?? 'demo-bonus-klub', DEMO_USERS);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
