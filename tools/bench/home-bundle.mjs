#!/usr/bin/env node
// The JavaScript a first visit to the home page downloads: the entry script and the chunks index.html
// preloads, measured gzipped after a production build of the web app. Dashboard and admin code must
// stay in lazily loaded chunks, so this number is the one to keep small.
//   node tools/bench/home-bundle.mjs [--no-build] [--budget-kb=N]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist/apps/web');
const args = process.argv.slice(2);
const budgetKb = Number(args.find((a) => a.startsWith('--budget-kb='))?.split('=')[1] ?? 0);

if (!args.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--config', 'apps/web/vite.config.mts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
const rows = files.map((file) => {
  const source = readFileSync(path.join(dist, file));
  return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const row of rows) console.log(`${kb(row.gzip).padStart(8)} kB gzip  ${kb(row.raw).padStart(8)} kB  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${kb(total).padStart(8)} kB gzip  total JavaScript of the home page`);
if (budgetKb && total / 1024 > budgetKb) {
  console.error(`Over the budget of ${budgetKb} kB.`);
  process.exit(1);
}
