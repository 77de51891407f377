import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/** The hash graphql-codegen put on a generated document (`__meta__.hash`, its persisted-document manifest), in hex. */
const hashOf = (document: DocumentNode) => (document as DocumentNode & { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, '');

/**
 * Sends a generated document's hash instead of its text (Apollo's persisted-query protocol); the api
 * trusts the hashes of the apps' manifests, and production runs nothing else. Should the api not know
 * the hash (outside production), it says so and the link sends the text. A document that was not
 * generated (a test's own) goes as text, which only development and tests accept.
 */
export function documentHashLink(): ApolloLink {
  const byHash = new PersistedQueryLink({ generateHash: (document) => hashOf(document) ?? '' });
  return ApolloLink.split((operation) => hashOf(operation.query) !== undefined, byHash);
}
