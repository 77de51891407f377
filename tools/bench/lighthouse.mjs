#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the production build of the web
// app, served by nginx with the container's configuration, against the real api on
// embedded defaults. Prints performance and accessibility per page (the median of five runs); goals:
// performance ≥ 95 and accessibility 100 on /, /login and /register.
//   npm run bench:lighthouse [-- --only=/register]   (--only measures the named pages alone, for profiling)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startStack } from '../dev/stack.mjs';
import { buildApp, localBuildEnv, serveWithNginx } from '../dev/production-build.mjs';

const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const PAGES = ['/', '/login', '/register'].filter((page) => !ONLY || ONLY.includes(page));
const GOALS = { performance: 95, accessibility: 100 };
const RUNS = 5;

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-lighthouse-'));
  chmodSync(workDir, 0o755); // as root, PostgreSQL runs as its own user, which must reach the data directory
  const ports = { api: await freePort(), web: await freePort(), admin: await freePort(), auth: await freePort(), db: await freePort() };
  const sitePort = await freePort();
  const site = `http://127.0.0.1:${sitePort}`;
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'FIREBASE_SERVICE_ACCOUNT_JSON']) delete env[key];
  console.log('Starting the api on embedded defaults…');
  const stack = await startStack({ dataDir: path.join(workDir, 'data'), ports, env, quiet: true, log: () => undefined });
  let server;
  let chrome;
  try {
    console.log('Building the web app…');
    const outDir = path.join(workDir, 'web');
    buildApp({ app: 'web', outDir, env: localBuildEnv({ authEmulatorUrl: stack.urls.auth ?? '', webUrl: site, adminUrl: stack.urls.admin }) });
    server = await serveWithNginx({ directory: outDir, port: sitePort, apiUrl: stack.urls.api });
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const rows = [];
    for (const page of PAGES) {
      // Once to warm the api's caches and the dev machine, then RUNS measured runs, of which the
      // median by performance counts (Lighthouse's own advice for a noisy machine).
      const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
      await lighthouse(`${site}${page}`, options);
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push((await lighthouse(`${site}${page}`, options)).lhr);
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(RUNS / 2)];
      const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '–';
      const failed = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0));
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        failing: failed.map((audit) => audit.id).join(', '),
      });
      // Which element the largest paint was: the place to start when performance misses.
      const lcpElement = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
      if (lcpElement) console.log(`${page}: largest contentful paint ${metric('largest-contentful-paint')} on ${lcpElement.snippet} (${lcpElement.nodeLabel})`);
      for (const audit of failed) {
        const nodes = (audit.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean);
        console.log(`${page}: ${audit.id} — ${nodes.slice(0, 5).join(' | ')}`);
      }
    }
    printTable(rows);
    if (rows.some((row) => row.performance < GOALS.performance || row.accessibility < GOALS.accessibility)) process.exitCode = 1;
  } finally {
    await chrome?.kill();
    await server?.close();
    await stack.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function printTable(rows) {
  const header = ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'goal'];
  const lines = rows.map((row) => [
    row.page,
    String(row.performance),
    String(row.accessibility),
    row.fcp,
    row.lcp,
    row.tbt,
    row.cls,
    row.performance >= GOALS.performance && row.accessibility >= GOALS.accessibility ? 'met' : `MISSED${row.failing ? ` (${row.failing})` : ''}`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(`\nLighthouse, mobile preset (goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility})`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
