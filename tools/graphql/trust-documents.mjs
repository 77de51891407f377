// After `npm run graphql:types` (a graphql-codegen hook, codegen.ts): adds the operations of the apps'
// persisted-document manifests to the api's trusted documents (apps/api/src/graphql/trusted-documents.manifest.json,
// hex sha256 → text). Entries are only added, never removed: an app build still open in a browser
// keeps sending the hashes it was built with, and the api must keep running them while it is deployed
// (the api drops, with a warning at start, any the schema no longer validates). Prune old entries by
// hand once no such build can be in use.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFESTS = ['apps/web/src/shared/gql/persisted-documents.json', 'apps/admin/src/shared/gql/persisted-documents.json', 'libs/client/src/gql/persisted-documents.json'];
const TRUSTED = path.join(ROOT, 'apps/api/src/graphql/trusted-documents.manifest.json');

const readJson = (file, fallback) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
};

const trusted = readJson(TRUSTED, {});
for (const manifest of MANIFESTS) {
  for (const [hash, text] of Object.entries(readJson(path.join(ROOT, manifest), {}))) trusted[hash.replace(/^sha256:/, '')] = text;
}
const sorted = Object.fromEntries(Object.entries(trusted).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(TRUSTED, `${JSON.stringify(sorted, null, 2)}\n`);
