import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Probe modules, each importing across a layer boundary (or reaching the database outside a query module) the way a
 * careless change would; the `.queries.ts` one shows that query modules may. They exist only while
 * this spec runs, which Nx starts after the lint of the projects they sit in (tools/project.json).
 */
const PROBES: Record<string, string> = {
  'libs/server/src/features/faq/layer-probe.ts': "import { createServices } from '../../services';\nexport const probe = createServices;\n",
  'libs/server/src/features/bonuses/layer-probe.ts': "import { createTestDatabase } from '../../testing/test-database';\nexport const probe = createTestDatabase;\n",
  'libs/server/src/features/faq/data-access-probe.ts':
    "import { DataSource } from 'typeorm';\nexport const probe = (dataSource: DataSource) => dataSource.getRepository('faq').findBy({ id: 1 });\n",
  'libs/server/src/features/faq/faq-data-access-probe.queries.ts':
    "import { In, type DataSource } from 'typeorm';\nexport const probe = (dataSource: DataSource) => dataSource.getRepository('faq').findBy({ id: In([1]) });\n",
  'libs/server/src/persistence/layer-probe.ts': "import { FaqService } from '../features/faq/faq.service';\nexport const probe = FaqService;\n",
  'apps/web/src/features/faq/layer-probe.ts': "import { BonusesPage } from '../bonuses/BonusesPage';\nexport const probe = BonusesPage;\n",
  'apps/web/src/shared/layer-probe.ts': "import { FaqPage } from '../features/faq/FaqPage';\nexport const probe = FaqPage;\n",
  'apps/admin/src/features/users/layer-probe.ts': "import { PayoutsPage } from '../payouts/PayoutsPage';\nexport const probe = PayoutsPage;\n",
  'apps/web/src/shared/cycle-probe-a.ts': "import { b } from './cycle-probe-b';\nexport const a = () => b;\n",
  'apps/web/src/shared/cycle-probe-b.ts': "import { a } from './cycle-probe-a';\nexport const b = () => a;\n",
  // A circle held together by type imports alone is a circle too.
  'libs/server/src/persistence/cycle-probe-c.ts': "import type { D } from './cycle-probe-d';\nexport interface C { d?: D }\n",
  'libs/server/src/persistence/cycle-probe-d.ts': "import type { C } from './cycle-probe-c';\nexport interface D { c?: C }\n",
  // A React file of 151 lines.
  'apps/admin/src/shared/LengthProbe.tsx': `export const LengthProbe = () => (\n  <ul>\n${'    <li />\n'.repeat(147)}  </ul>\n);\n`,
};

/** The rules each probe breaks, by file, as the workspace's ESLint reports them. */
async function brokenRules(): Promise<Record<string, string[]>> {
  const eslint = path.join(ROOT, 'node_modules/.bin/eslint');
  const result = await promisify(execFile)(eslint, ['--format', 'json', '--no-warn-ignored', ...Object.keys(PROBES)], { cwd: ROOT, maxBuffer: 10_000_000 }).catch(
    (failure: { stdout: string }) => ({ stdout: failure.stdout }),
  );
  const reports = JSON.parse(result.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null }> }>;
  return Object.fromEntries(reports.map((report) => [path.relative(ROOT, report.filePath), [...new Set(report.messages.map((message) => message.ruleId ?? 'parse'))].sort()]));
}

describe('the layer rules of the workspace', () => {
  beforeAll(() => {
    for (const [file, source] of Object.entries(PROBES)) {
      mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
      writeFileSync(path.join(ROOT, file), source);
    }
  });
  afterAll(() => {
    for (const file of Object.keys(PROBES)) rmSync(path.join(ROOT, file), { force: true });
  });

  it('refuse an import from a higher layer, across features, of test helpers in production code, any cycle, type imports included, a React file over 150 lines, and data access outside query modules', async () => {
    expect(await brokenRules()).toEqual({
      'libs/server/src/features/faq/layer-probe.ts': ['import-x/no-restricted-paths'],
      'libs/server/src/features/bonuses/layer-probe.ts': ['import-x/no-restricted-paths', 'no-restricted-imports'],
      'libs/server/src/features/faq/data-access-probe.ts': ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax'],
      'libs/server/src/features/faq/faq-data-access-probe.queries.ts': [],
      'libs/server/src/persistence/layer-probe.ts': ['import-x/no-restricted-paths'],
      'apps/web/src/features/faq/layer-probe.ts': ['import-x/no-restricted-paths'],
      'apps/web/src/shared/layer-probe.ts': ['import-x/no-restricted-paths'],
      'apps/admin/src/features/users/layer-probe.ts': ['import-x/no-restricted-paths'],
      'apps/web/src/shared/cycle-probe-a.ts': ['workspace/no-cycle'],
      'apps/web/src/shared/cycle-probe-b.ts': ['workspace/no-cycle'],
      'libs/server/src/persistence/cycle-probe-c.ts': ['workspace/no-cycle'],
      'libs/server/src/persistence/cycle-probe-d.ts': ['workspace/no-cycle'],
      'apps/admin/src/shared/LengthProbe.tsx': ['max-lines'],
    });
  }, 120_000);
});
