// Run after `npm install` changes package-lock.json:  node tools/lockfile/record-platform-binaries.mjs
//
// The registry mirror this project is built against has only linux-x64 builds of some native packages
// (@swc/core-*, @unrs/resolver-binding-*); npm then leaves the other platforms out of the lockfile, and
// `npm ci` refuses the lockfile as "out of sync". This records each missing optional platform package
// with its os/cpu/libc, so npm ci skips it on other platforms without downloading anything.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!os || !cpu) return null;
  const libc = os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc') : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    if (packages[`node_modules/${name}`] || packages[`${path}/node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    const version = /^\d+\.\d+\.\d+/.test(spec) ? spec : meta.version;
    packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `Recorded ${added} platform package(s) in package-lock.json.` : 'package-lock.json already lists every platform package.');
