import type { FaqsQuery, GenerationQuery, HomeStatsQuery, TiersQuery } from '../gql/graphql';

/**
 * The public queries as plain text. The home page sends them with fetch (no GraphQL client in its
 * bundle); the rest of the app sends the same operations through Apollo as the documents
 * graphql-codegen compiled from this text (TIERS_QUERY, FAQS_QUERY).
 * The phantom `result` type ties each text to the shape of its answer, generated from the text.
 */
export type PublicDocument<Result> = string & { readonly result?: Result };

/** Marks the text for graphql-codegen (the magic comment) and ties it to its generated result type. */
const publicDocument = <Result>(text: string) => text as PublicDocument<Result>;

export type TierView = TiersQuery['tiers'][number];
export type GenerationView = GenerationQuery['generation'];
export type FaqView = FaqsQuery['faqs'][number];
export type HomeStatsView = HomeStatsQuery['homeStats'];

export const TIERS_DOCUMENT = publicDocument<TiersQuery>(/* GraphQL */ `
  query Tiers {
    tiers { id code name subtitle features featured color price buttonText specialMark placesLeft }
  }
`);

export const GENERATION_DOCUMENT = publicDocument<GenerationQuery>(/* GraphQL */ `
  query Generation {
    generation { id name limit currentLoad }
  }
`);

export const HOME_STATS_DOCUMENT = publicDocument<HomeStatsQuery>(/* GraphQL */ `
  query HomeStats {
    homeStats { totalUsers totalMade totalResults averageMonths averageResults averageEarners medianResult }
  }
`);

export const FAQS_DOCUMENT = publicDocument<FaqsQuery>(/* GraphQL */ `
  query Faqs {
    faqs { id question answer faqCategoryName }
  }
`);
