/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TiersQueryVariables = Exact<{ [key: string]: never; }>;


export type TiersQuery = { tiers: Array<{ id: number, code: string, name: string, subtitle: string, features: Array<string>, featured: boolean, color: string, price: number, buttonText: string, specialMark: string | null, placesLeft: number | null }> };

export type GenerationQueryVariables = Exact<{ [key: string]: never; }>;


export type GenerationQuery = { generation: { id: number, name: string, limit: number, currentLoad: number } };

export type HomeStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeStatsQuery = { homeStats: { totalUsers: number, totalMade: number, totalResults: number, averageMonths: number, averageResults: number, averageEarners: number, medianResult: number } };

export type FaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqsQuery = { faqs: Array<{ id: number, question: string, answer: string, faqCategoryName: string }> };


export const TiersDocument = {"__meta__":{"hash":"sha256:02a7916fe91c6c207d1b9943d030c37383a6e28fb801cafd7d20d96417cb4c99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}}]}}]}}]} as unknown as DocumentNode<TiersQuery, TiersQueryVariables>;
export const GenerationDocument = {"__meta__":{"hash":"sha256:dc743bff6f51fec113e886c12332478895a248aa06e9d4f0abc1a598e1053908"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"currentLoad"}}]}}]}}]} as unknown as DocumentNode<GenerationQuery, GenerationQueryVariables>;
export const HomeStatsDocument = {"__meta__":{"hash":"sha256:a77f9bbcd04dd8eaf5c0950ad6273c2b5918d80d6d5dcef4dadf79f9533201ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalMade"}},{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonths"}},{"kind":"Field","name":{"kind":"Name","value":"averageResults"}},{"kind":"Field","name":{"kind":"Name","value":"averageEarners"}},{"kind":"Field","name":{"kind":"Name","value":"medianResult"}}]}}]}}]} as unknown as DocumentNode<HomeStatsQuery, HomeStatsQueryVariables>;
export const FaqsDocument = {"__meta__":{"hash":"sha256:7547a4d9b36361316c6d5d2ba6abc3363c3d7376fe44b1b428636549a08d30c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"faqCategoryName"}}]}}]}}]} as unknown as DocumentNode<FaqsQuery, FaqsQueryVariables>;