import { gql } from '@apollo/client';
import { createApolloClient } from './create-apollo-client';
import { FaqsDocument } from '../gql/graphql';
import MANIFEST from '../gql/persisted-documents.json';

afterEach(() => jest.restoreAllMocks());

const answer = (data: unknown) => Response.json({ data });
const sentBodies = (fetchMock: jest.SpyInstance) => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

describe('the Apollo client sends documents by hash', () => {
  it("sends a generated document's manifest hash and no text, though Apollo's cache adds __typename to it (the api runs the operation with them)", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ __typename: 'Query', faqs: [] }));
    await createApolloClient({ apiUrl: 'https://api.example.cz' }).query({ query: FaqsDocument });
    const [sent] = sentBodies(fetchMock);
    expect(sent.query).toBeUndefined();
    expect(sent.extensions.persistedQuery).toEqual({ version: 1, sha256Hash: expect.any(String) });
    expect(Object.keys(MANIFEST)).toContain(`sha256:${sent.extensions.persistedQuery.sha256Hash}`);
  });

  it('sends the text after the api says it does not know the hash (an api older than the app, outside production)', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }))
      .mockResolvedValueOnce(answer({ __typename: 'Query', faqs: [] }));
    await createApolloClient({ apiUrl: 'https://api.example.cz' }).query({ query: FaqsDocument });
    const [first, second] = sentBodies(fetchMock);
    expect(first.query).toBeUndefined();
    expect(second.extensions.persistedQuery).toEqual(first.extensions.persistedQuery);
    // Printed by Apollo, so not byte for byte the manifest's text: the api goes by the text when it has one.
    expect(second.query).toMatch(/query Faqs\b[^]*__typename/);
  });

  it('sends a document that was not generated as its text', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ faqs: [] }));
    const own = gql`
      query OwnFaqs {
        faqs {
          id
        }
      }
    `;
    await createApolloClient({ apiUrl: 'https://api.example.cz' }).query({ query: own });
    const [sent] = sentBodies(fetchMock);
    expect(sent.query).toMatch(/query OwnFaqs/);
    expect(sent.extensions?.persistedQuery).toBeUndefined();
  });
});
