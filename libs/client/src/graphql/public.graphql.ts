import { gql, TypedDocumentNode } from '@apollo/client';

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
}

export const TIERS_QUERY: TypedDocumentNode<{ tiers: TierView[] }> = gql`
  query Tiers {
    tiers {
      id
      code
      name
      subtitle
      features
      featured
      color
      price
      buttonText
      specialMark
    }
  }
`;

export interface GenerationView {
  id: number;
  name: string;
  limit: number;
  currentLoad: number;
}

export const GENERATION_QUERY: TypedDocumentNode<{ generation: GenerationView }> = gql`
  query Generation {
    generation {
      id
      name
      limit
      currentLoad
    }
  }
`;
