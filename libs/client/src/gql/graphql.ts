/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TiersQueryVariables = Exact<{ [key: string]: never; }>;


export type TiersQuery = { __typename: 'Query', tiers: Array<{ __typename: 'Tier', id: number, code: string, name: string, subtitle: string, features: Array<string>, featured: boolean, color: string, price: number, buttonText: string, specialMark: string | null, placesLeft: number | null }> };

export type GenerationQueryVariables = Exact<{ [key: string]: never; }>;


export type GenerationQuery = { __typename: 'Query', generation: { __typename: 'Generation', id: number, name: string, limit: number, currentLoad: number } };

export type HomeStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeStatsQuery = { __typename: 'Query', homeStats: { __typename: 'HomeStats', totalUsers: number, totalMade: number, totalResults: number, averageMonths: number, averageResults: number, averageEarners: number, medianResult: number } };

export type FaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqsQuery = { __typename: 'Query', faqs: Array<{ __typename: 'Faq', id: number, question: string, answer: string, faqCategoryName: string }> };


export const TiersDocument = {"__meta__":{"hash":"sha256:ecf7894b426575b94eadb9bd2d94a7dc03fd90a4f7e091a080dbdd8b620f0f53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}}]}}]}}]} as unknown as DocumentNode<TiersQuery, TiersQueryVariables>;
export const GenerationDocument = {"__meta__":{"hash":"sha256:2efa049eda6b202229a832535ae8872e17ab6a4a7bdcbac97315a9bea6c0c157"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"currentLoad"}}]}}]}}]} as unknown as DocumentNode<GenerationQuery, GenerationQueryVariables>;
export const HomeStatsDocument = {"__meta__":{"hash":"sha256:92b0fa7caa57e46c5c950e6d0b615310574c5039922489c58de2ccf501737d0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"homeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalMade"}},{"kind":"Field","name":{"kind":"Name","value":"totalResults"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonths"}},{"kind":"Field","name":{"kind":"Name","value":"averageResults"}},{"kind":"Field","name":{"kind":"Name","value":"averageEarners"}},{"kind":"Field","name":{"kind":"Name","value":"medianResult"}}]}}]}}]} as unknown as DocumentNode<HomeStatsQuery, HomeStatsQueryVariables>;
export const FaqsDocument = {"__meta__":{"hash":"sha256:ba89a61f7a18447f9956904814e011439b34d3f0381192eb6a6566d1c14503cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"faqCategoryName"}}]}}]}}]} as unknown as DocumentNode<FaqsQuery, FaqsQueryVariables>;