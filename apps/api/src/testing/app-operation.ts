import { readFileSync } from 'node:fs';
import path from 'node:path';

const MANIFESTS = {
  web: 'apps/web/src/shared/gql/persisted-documents.json',
  admin: 'apps/admin/src/shared/gql/persisted-documents.json',
  client: 'libs/client/src/gql/persisted-documents.json',
};

/** The body an app sends for one of its named operations: the hash from its manifest of persisted documents, not the text. */
export function appOperationByHash(app: keyof typeof MANIFESTS, name: string, variables?: Record<string, unknown>) {
  const documents = JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', MANIFESTS[app]), 'utf8')) as Record<string, string>;
  const hash = Object.keys(documents).find((key) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(documents[key]));
  if (!hash) throw new Error(`${app} has no operation ${name}`);
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace(/^sha256:/, '') } } };
}
