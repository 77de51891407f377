import { gql, TypedDocumentNode } from '@apollo/client';
import { GENERATION_DOCUMENT, GenerationView, TIERS_DOCUMENT, TierView } from '../public/public-documents';

export type { GenerationView, TierView } from '../public/public-documents';

export const TIERS_QUERY: TypedDocumentNode<{ tiers: TierView[] }> = gql(TIERS_DOCUMENT);

export const GENERATION_QUERY: TypedDocumentNode<{ generation: GenerationView }> = gql(GENERATION_DOCUMENT);
