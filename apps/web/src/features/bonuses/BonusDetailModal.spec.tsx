import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { UNFORMATTED_AMOUNT } from '../../shared/testing/unformatted-amount';
import { BonusDetailModal } from './BonusDetailModal';
import { RECORD_BONUS_PROGRESS_MUTATION } from './bonuses.graphql';
import type { BonusView } from './bonuses.graphql';
import { withStepDues } from './step-dues';

const bonus: BonusView = {
  id: 5, name: 'Moneta', description: '<p>Popis</p>', startTimestamp: 0, endTimestamp: 4102444800, expectedValue: 500, neededCapital: 0, specialMark: null,
  stepList: [{ id: 50, title: 'Registrace', subtitle: 's', description: '', icon: '📝', order: 0, category: 'registration', deadlineDays: null, requirement: null }],
  urlBonusConditions: 'https://a.cz', urlLink: 'https://a.cz', riskRate: 1, company: { id: 3, name: 'Moneta' }, bonusTypeName: 'bank', stepIdx: 0, games: [], lock: null,
  eligibility: { eligible: true, reasons: [], remindTimestamp: null }, eligibilityRules: [], deadlines: null, requirementProgress: null, termsVersion: 1, startedTermsVersion: null, startedTimestamp: null, termsChanged: false, earningsStats: null,
};

/** The detail of `view` as a member opens it; `mocks` answer what its buttons send. */
const renderDetail = (view: BonusView, mocks: ComponentProps<typeof MockedProvider>['mocks'] = []) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <BonusDetailModal bonus={withStepDues(view)} now={new Date()} onClose={jest.fn()} onMarkCompleted={jest.fn()} />
      </MemoryRouter>
    </MockedProvider>,
  );

/** Clicks the first step of the detail while the server refuses it with `code` and `message`. */
function startRefused(code: string, message: string) {
  renderDetail(bonus, [{ request: { query: RECORD_BONUS_PROGRESS_MUTATION, variables: { bonusId: 5, stepIdx: 1 } }, result: { errors: [new GraphQLError(message, { extensions: { code } })] } }]);
  // jsdom has no modal dialogs (showModal), so the dialog's content counts as hidden for role queries.
  fireEvent.click(screen.getByRole('button', { name: 'Splnit krok 1', hidden: true }));
}

describe('BonusDetailModal', () => {
  it('shows every amount of the detail formatted, the admin-written description and steps included', () => {
    const written = {
      ...bonus,
      description: '<p>Založte účet, vložte 2000 Kč a získáte 1500Kč.</p>',
      expectedValue: 1500,
      neededCapital: 2000,
      stepList: [{ ...bonus.stepList[0], description: '<p>Pošlete 10000 Kč na účet.</p>' }],
    };
    const { baseElement } = renderDetail(written);
    expect(baseElement.textContent).toContain('vložte 2\u00a0000\u00a0Kč a získáte 1\u00a0500\u00a0Kč');
    expect(baseElement.textContent).toContain('Pošlete 10\u00a0000\u00a0Kč');
    expect(baseElement.textContent).not.toMatch(UNFORMATTED_AMOUNT);
  });

  it("shows the server's reason when it refuses a start because the member may not claim the offer", async () => {
    const refusal = 'Účet u Monety jste měli v posledních 12 měsících. Nárok budete mít od 2. 3. 2027.';
    startRefused('BONUS_NOT_ELIGIBLE', refusal);
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it("says why a step was refused for the bonus's state (409) in the server's words, not as a failed step", async () => {
    const refusal = 'Zaznamenat lze jen další krok bonusu, nebo vrátit některý už splněný.';
    startRefused('BONUS_STEP_OUT_OF_ORDER', refusal);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('nepodařilo se zaznamenat krok')).toBeNull();
  });
});
