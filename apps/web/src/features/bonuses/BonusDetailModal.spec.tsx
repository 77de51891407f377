import { MockedProvider } from '@apollo/client/testing/react';
import { GAMBLING_WARNING } from '@bonus/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
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
const renderDetail = (view: BonusView, mocks: ComponentProps<typeof MockedProvider>['mocks'] = [], onMarkCompleted = jest.fn()) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <BonusDetailModal bonus={withStepDues(view)} now={new Date()} onClose={jest.fn()} onMarkCompleted={onMarkCompleted} />
      </MemoryRouter>
    </MockedProvider>,
  );

/** Clicks the first step of the detail while the server refuses it with `code` and `message`. */
function startRefused(code: string, message: string) {
  renderDetail(bonus, [{ request: { query: RECORD_BONUS_PROGRESS_MUTATION, variables: { bonusId: 5, stepIdx: 1 } }, result: { errors: [new GraphQLError(message, { extensions: { code } })] } }]);
  // jsdom has no modal dialogs (showModal), so the dialog's content counts as hidden for role queries.
  fireEvent.click(screen.getByRole('button', { name: 'Začít', hidden: true }));
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

  describe('one primary action, the rest in a menu', () => {
    const steps = ['Registrace', 'Karta', 'Platby'].map((title, order) => ({ ...bonus.stepList[0], id: 60 + order, title, order }));
    const primaries = (baseElement: HTMLElement) => [...baseElement.querySelectorAll('.ui-button--primary')].map((button) => button.textContent);

    it('offers the next step as the only primary button, and undoing it and hiding the offer in the "⋯" menu', () => {
      const { baseElement } = renderDetail({ ...bonus, stepList: steps, stepIdx: 1 });
      expect(primaries(baseElement)).toEqual(['Splnit krok 2']);
      const menuButton = screen.getByRole('button', { name: 'Další akce s bonusem', hidden: true });
      expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');
      expect(menuButton.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(menuButton);
      expect(menuButton.getAttribute('aria-expanded')).toBe('true');
      const menu = screen.getByRole('menu', { name: 'Další akce s bonusem', hidden: true });
      expect(within(menu).getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual(['Vrátit krok 1', 'Skrýt bonus']);
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Skrýt bonus', hidden: true }));
      expect(screen.getByRole('alertdialog', { name: 'Potvrzení skrytí', hidden: true }).textContent).toContain('Opravdu chcete bonus skrýt?');
      expect(primaries(baseElement)).toEqual(['Splnit krok 2']);
    });

    it('starts a new offer from the bar, and marks a finished one done from it', () => {
      const onMarkCompleted = jest.fn();
      const { baseElement, unmount } = renderDetail({ ...bonus, stepList: steps, stepIdx: 0 });
      expect(primaries(baseElement)).toEqual(['Začít']);
      fireEvent.click(screen.getByRole('button', { name: 'Další akce s bonusem', hidden: true }));
      // Nothing to undo before the start.
      expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual(['Skrýt bonus']);
      unmount();
      const done = renderDetail({ ...bonus, stepList: steps, stepIdx: 3 }, [], onMarkCompleted);
      expect(primaries(done.baseElement)).toEqual(['Označit jako splněný']);
      expect(done.baseElement.querySelector('.bonus-next-step__count')?.textContent?.replace(/\u00a0/g, ' ')).toBe('Všechny kroky splněny (3 ze 3)');
      fireEvent.click(screen.getByRole('button', { name: 'Označit jako splněný', hidden: true }));
      expect(onMarkCompleted).toHaveBeenCalled();
    });

    it('names the confirmation when the statements show the next step met', () => {
      const requirement = { kind: 'card_payments', count: 2, minAmount: 100, withinDays: 60 };
      const tracked = { ...bonus, stepList: steps.map((step, index) => ({ ...step, requirement: index === 1 ? requirement : null })), stepIdx: 1 };
      const { baseElement } = renderDetail({ ...tracked, requirementProgress: [null, { done: 2, needed: 2, met: true, remainingDays: 9, counted: [] }, null] });
      expect(primaries(baseElement)).toEqual(['Potvrdit splnění kroku 2']);
    });

    it("makes a locked offer's way out its one primary action, with no step to take", () => {
      const { baseElement } = renderDetail({ ...bonus, lock: { code: 'BONUS_LOCKED', message: 'Tento bonus vyžaduje vyšší členství', upgradable: true } });
      expect(primaries(baseElement)).toEqual(['Zvýšit členství']);
    });
  });

  it("carries the gambling warning once in a casino offer's detail, above the steps, and not in a bank offer's", () => {
    const { baseElement, unmount } = renderDetail({ ...bonus, bonusTypeName: 'slot' });
    const notices = screen.getAllByTestId('gambling-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0].textContent).toContain(GAMBLING_WARNING);
    expect(notices[0].compareDocumentPosition(baseElement.querySelector('.bonus-steps')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    renderDetail(bonus);
    expect(screen.queryByTestId('gambling-notice')).toBeNull();
  });

  it('leads with the next step: the bar comes before the steps, the steps before what the offer is', () => {
    const { baseElement } = renderDetail(bonus);
    const order = ['.bonus-next-step', '.bonus-steps', '.bonus-detail__summary'].map((selector) => baseElement.querySelector(selector)!);
    expect(order[0].compareDocumentPosition(order[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1].compareDocumentPosition(order[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
