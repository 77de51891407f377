/**
 * The public queries as plain text. The home page sends them with fetch (no GraphQL client in its
 * bundle); the rest of the app sends the same text through Apollo (`gql(TIERS_DOCUMENT)`).
 * The phantom `result` type ties each text to the shape of its answer.
 */
export type PublicDocument<Result> = string & { readonly result?: Result };

export interface TierView {
  id: number;
  code: string;
  name: string;
  subtitle: string;
  features: string[];
  featured: boolean;
  color: string;
  price: number;
  buttonText: string;
  specialMark: string | null;
  /** Places left in a tier with a member limit; null without a limit. */
  placesLeft: number | null;
}

export interface GenerationView {
  id: number;
  name: string;
  limit: number;
  currentLoad: number;
}

export interface FaqView {
  id: number;
  question: string;
  answer: string;
  faqCategoryName: string;
}

export interface HomeStatsView {
  totalUsers: number;
  avgMonthRevenue: number;
  totalMade: number;
}

export const FAQ_FIELDS = 'id question answer faqCategoryName';

export const TIERS_DOCUMENT = 'query Tiers { tiers { id code name subtitle features featured color price buttonText specialMark placesLeft } }' as PublicDocument<{ tiers: TierView[] }>;
export const GENERATION_DOCUMENT = 'query Generation { generation { id name limit currentLoad } }' as PublicDocument<{ generation: GenerationView }>;
export const HOME_STATS_DOCUMENT = 'query HomeStats { homeStats { totalUsers avgMonthRevenue totalMade } }' as PublicDocument<{ homeStats: HomeStatsView }>;
export const FAQS_DOCUMENT = `query Faqs { faqs { ${FAQ_FIELDS} } }` as PublicDocument<{ faqs: FaqView[] }>;
