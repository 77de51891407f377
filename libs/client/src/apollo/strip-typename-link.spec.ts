import { gql } from '@apollo/client';
import { DEFAULT_SITE_SETTINGS } from '@bonus/domain';
import { createApolloClient } from './create-apollo-client';

afterEach(() => jest.restoreAllMocks());

const SETTINGS = DEFAULT_SITE_SETTINGS;

const SAVE_SITE_SETTINGS_MUTATION = gql`
  mutation SaveSiteSettings($input: SiteSettingsInput!) {
    saveSiteSettings(input: $input) {
      siteName
    }
  }
`;

describe('the Apollo client', () => {
  it('sends a form that edits what it read without the __typename fields Apollo read with it', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: { saveSiteSettings: { __typename: 'SiteSettings', ...SETTINGS } } }));
    const client = createApolloClient({ apiUrl: 'https://api.example.cz' });
    // What a query answered, nested objects included, edited and sent back as the input.
    const edited = { __typename: 'SiteSettings', ...SETTINGS, siteName: 'Nový název', nested: { __typename: 'Inner', value: 1 } };
    await client.mutate({ mutation: SAVE_SITE_SETTINGS_MUTATION, variables: { input: edited } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.example.cz/graphql');
    const sent = JSON.parse(String(init?.body));
    expect(sent.variables).toEqual({ input: { ...SETTINGS, siteName: 'Nový název', nested: { value: 1 } } });
    expect(JSON.stringify(sent.variables)).not.toContain('__typename');
  });
});
