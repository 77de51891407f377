import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { OPENAPI_FILE } from './openapi-artefact';

// The published contract as third parties' own tools read it (issue #39): Redocly's recommended rules
// and Spectral's spectral:oas ruleset find nothing in libs/sdk/openapi.json (which openapi.spec.ts
// proves is the document the api serves).
const ROOT = path.resolve(__dirname, '../../../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const run = (command: string, args: string[]) =>
  execFileSync(bin(command), args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' } });

describe('the OpenAPI document, linted by third-party tools', () => {
  it('passes Redocly lint (recommended) without an error or a warning', () => {
    const output = run('redocly', ['lint', OPENAPI_FILE, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000']);
    const { totals } = JSON.parse(output.slice(output.indexOf('{'))) as { totals: { errors: number; warnings: number } };
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("passes Spectral's spectral:oas ruleset without a finding of any severity", () => {
    const output = run('spectral', ['lint', OPENAPI_FILE, '--ruleset', path.join(ROOT, '.spectral.yaml'), '--format', 'json', '--fail-severity', 'hint', '--quiet']);
    expect(JSON.parse(output.slice(output.indexOf('[')) || '[]')).toEqual([]);
  });
});
