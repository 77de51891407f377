import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Each app's manifest of persisted documents (graphql-codegen's), as the app's build sends them. */
export const APP_MANIFESTS = {
  web: 'apps/web/src/shared/gql/persisted-documents.json',
  admin: 'apps/admin/src/shared/gql/persisted-documents.json',
  client: 'libs/client/src/gql/persisted-documents.json',
};
export type App = keyof typeof APP_MANIFESTS;

const read = new Map<App, Record<string, string>>();

/** An app's manifest: `sha256:<hash>` → the operation's text. */
export function appManifest(app: App): Record<string, string> {
  let documents = read.get(app);
  if (!documents) read.set(app, (documents = JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', APP_MANIFESTS[app]), 'utf8')) as Record<string, string>));
  return documents;
}

/** The body an app sends for one of its named operations: the hash from its manifest of persisted documents, not the text. */
export function appOperationByHash(app: App, name: string, variables?: Record<string, unknown>) {
  const documents = appManifest(app);
  const hash = Object.keys(documents).find((key) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(documents[key]));
  if (!hash) throw new Error(`${app} has no operation ${name}`);
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace(/^sha256:/, '') } } };
}
