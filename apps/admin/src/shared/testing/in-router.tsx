import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** For specs of pages that keep their search and chips in the address: the spec's Apollo wrapper inside a router at `at`. */
export const inRouter = (Apollo: (props: { children: ReactNode }) => ReactNode, at = '/') =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[at]}>
        <Apollo>{children}</Apollo>
      </MemoryRouter>
    );
  };
