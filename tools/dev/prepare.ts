// Brings a database and the Auth emulator to a usable state: migrations, demo data (first run only),
// and the demo sign-in accounts (every run, the emulator forgets them).
import { createEmulatorAccounts, DEMO_USERS, seedDemoData, withDataSource } from '@bonus/server';

async function main() {
  await withDataSource(process.env.DATABASE_URL, async (dataSource) => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) console.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    if (process.env.SEED_DEMO_DATA !== 'false' && (await seedDemoData(dataSource))) console.log('Demo data loaded.');
  });
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    await createEmulatorAccounts(process.env.FIREBASE_PROJECT_ID ?? 'demo-bonus-klub', DEMO_USERS);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
