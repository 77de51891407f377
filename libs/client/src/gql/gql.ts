/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Tiers {\n    tiers { id code name subtitle features featured color price buttonText specialMark placesLeft }\n  }\n": typeof types.TiersDocument,
    "\n  query Generation {\n    generation { id name limit currentLoad }\n  }\n": typeof types.GenerationDocument,
    "\n  query HomeStats {\n    homeStats { totalUsers totalMade totalResults averageMonths averageResults averageEarners medianResult }\n  }\n": typeof types.HomeStatsDocument,
    "\n  query Faqs {\n    faqs { id question answer faqCategoryName }\n  }\n": typeof types.FaqsDocument,
};
const documents: Documents = {
    "\n  query Tiers {\n    tiers { id code name subtitle features featured color price buttonText specialMark placesLeft }\n  }\n": types.TiersDocument,
    "\n  query Generation {\n    generation { id name limit currentLoad }\n  }\n": types.GenerationDocument,
    "\n  query HomeStats {\n    homeStats { totalUsers totalMade totalResults averageMonths averageResults averageEarners medianResult }\n  }\n": types.HomeStatsDocument,
    "\n  query Faqs {\n    faqs { id question answer faqCategoryName }\n  }\n": types.FaqsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tiers {\n    tiers { id code name subtitle features featured color price buttonText specialMark placesLeft }\n  }\n"): (typeof documents)["\n  query Tiers {\n    tiers { id code name subtitle features featured color price buttonText specialMark placesLeft }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Generation {\n    generation { id name limit currentLoad }\n  }\n"): (typeof documents)["\n  query Generation {\n    generation { id name limit currentLoad }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeStats {\n    homeStats { totalUsers totalMade totalResults averageMonths averageResults averageEarners medianResult }\n  }\n"): (typeof documents)["\n  query HomeStats {\n    homeStats { totalUsers totalMade totalResults averageMonths averageResults averageEarners medianResult }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Faqs {\n    faqs { id question answer faqCategoryName }\n  }\n"): (typeof documents)["\n  query Faqs {\n    faqs { id question answer faqCategoryName }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;