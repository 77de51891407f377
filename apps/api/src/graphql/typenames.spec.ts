import { parse, print } from 'graphql';
import { withTypenames } from './typenames';

describe('withTypenames', () => {
  it('adds __typename as the apps’ Apollo cache does: every selection set but the operation’s, once', () => {
    const document = parse('fragment F on Bonus { id company { name } } query Q { bonuses { ...F steps { id __typename } } __schema { types { name } } }');
    expect(print(withTypenames(document))).toBe(
      print(parse('fragment F on Bonus { id company { name __typename } __typename } query Q { bonuses { ...F steps { id __typename } __typename } __schema { types { name __typename } __typename } }')),
    );
  });
});
