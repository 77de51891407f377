import { render, screen, within } from '@testing-library/react';
import { openDialogsLikeABrowser, recordingApollo } from '../../shared/testing/recording-apollo';
import { TermsHistoryModal } from './TermsHistoryModal';

const OPTIONS = { companies: [{ __typename: 'Company', id: 3, name: 'Česká spořitelna' }], games: [] };
const change = (field: string, before: unknown, after: unknown) => ({ __typename: 'TermsChange', field, before: JSON.stringify(before), after: JSON.stringify(after) });
const VERSIONS = [
  {
    __typename: 'BonusTermsVersion',
    version: 2,
    // 19 November 2026 14:05 in Prague.
    createdTimestamp: 1795093500,
    changes: [
      change('step_list', [{ title: 'Registrace', subtitle: 's', description: 'd', deadline_days: null }], [{ title: 'Registrace', subtitle: 's', description: 'd', deadline_days: 7 }]),
      change('eligibility_rules', [], [{ kind: 'never_account', company_id: 3 }]),
      change('expected_value', 1000, 1500),
    ],
  },
  { __typename: 'BonusTermsVersion', version: 1, createdTimestamp: 1795000000, changes: [] },
];

function renderHistory(answer = { data: { bonusTerms: VERSIONS } }) {
  const apollo = recordingApollo((operation) => (operation.operationName === 'CatalogueOptions' ? { data: OPTIONS } : answer));
  render(<TermsHistoryModal bonus={{ id: 4, name: 'Spořicí účet' }} onClose={jest.fn()} />, { wrapper: apollo.wrapper });
  return { ...apollo, dialog: screen.getByRole('dialog', { name: 'Historie podmínek: Spořicí účet' }) };
}

beforeAll(openDialogsLikeABrowser);

describe('TermsHistoryModal', () => {
  it('lists the versions of the offer newest first, each change readable from before to after, version 1 as the creation', async () => {
    const { sent, dialog } = renderHistory();
    const versions = await within(dialog).findAllByRole('listitem');
    expect(sent.find((operation) => operation.operationName === 'AdminBonusTerms')?.variables).toEqual({ bonusId: 4 });
    expect(versions.map((version) => within(version).getByRole('heading').textContent)).toEqual(['Verze 2 · 19.\u00a011.\u00a02026 14:05', expect.stringMatching(/^Verze 1 · /)]);
    expect(within(versions[1]).getByText('Vytvoření')).toBeTruthy();

    const changes = within(versions[0]).getAllByRole('definition').map((value) => value.textContent);
    expect(within(versions[0]).getAllByRole('term').map((term) => term.textContent)).toEqual(['Kroky', 'Kdo může nabídku získat', 'Očekávaná hodnota']);
    expect(changes[0]).toBe('1. Registracezměněno na1. Registrace (splnit do 7\u00a0dnů)');
    expect(await within(versions[0]).findByText('Jen pro nové klienty: nedostupné pro členy, kteří u České spořitelny někdy měli účet.')).toBeTruthy();
    expect(changes[2]).toBe('1\u00a0000\u00a0Kčzměněno na1\u00a0500\u00a0Kč');
  });

  it('says when the history cannot be loaded', async () => {
    const { dialog } = renderHistory({ errors: [{ message: 'down' }] } as never);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Zkusit znovu' })).toBeTruthy();
  });
});
