import { gql, TypedDocumentNode } from '@apollo/client';

export interface ViewerView {
  id: string;
  name: string;
  email: string | null;
  admin: boolean;
  tierName: string;
}

export const VIEWER_QUERY: TypedDocumentNode<{ viewer: ViewerView }> = gql`
  query Viewer {
    viewer {
      id
      name
      email
      admin
      tierName
    }
  }
`;
