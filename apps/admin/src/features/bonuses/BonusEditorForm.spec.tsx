import { AdminBonusForm, bonusValue, EMPTY_VALUE_TERMS_FORM, formatSignedCzk, newBonusDefaults } from '@bonus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { recordingApollo } from '../../shared/testing/recording-apollo';
import { BonusEditorForm } from './BonusEditorForm';

const OPTIONS = {
  companies: [
    { __typename: 'Company', id: 1, name: 'Tipsport' },
    { __typename: 'Company', id: 2, name: 'Fortuna' },
  ],
  games: [{ __typename: 'Game', id: 9, name: 'Book of Ra', gameStudio: 'Novomatic', rtp: 96, volatility: 'high' }],
};

/** A saved bonus as the edit form opens it (bonusToForm). */
const SAVED: AdminBonusForm = {
  name: 'Free spiny',
  bonusType: 'slot',
  companyId: 2,
  expectedValue: '450',
  neededCapital: '200,5',
  riskCategory: 'medium',
  description: '<p>Roztočte 50 spinů.</p>',
  startTimestamp: 1_900_000_000,
  endTimestamp: 1_900_010_800,
  visibilityStartTimestamp: null,
  visibilityEndTimestamp: null,
  urlBonusConditions: ' https://example.cz/podminky ',
  urlLink: 'https://example.cz/bonus',
  specialMark: 'VIP',
  gameIds: [9],
  renewingDays: [1, 5],
  steps: [{ id: '31', title: 'Registrace', subtitle: 'Účet', description: '<p>Založte účet.</p>', icon: '📝', order: 0, category: 'custom', deadlineDays: '' }],
  visible: true,
  eligibilityRules: [{ kind: 'never_account', companyId: 2, months: null, min: null, max: null }],
  valueTerms: { ...EMPTY_VALUE_TERMS_FORM },
};

function renderModal(props: Pick<Parameters<typeof BonusEditorForm>[0], 'action' | 'initial' | 'bonusId'>) {
  const apollo = recordingApollo((operation) => (operation.operationName === 'CatalogueOptions' ? { data: OPTIONS } : { data: { createBonus: null, updateBonus: null } }));
  const onSaved = jest.fn();
  // Answers like an assignment would: the form must not hand what it returns to React as an effect's cleanup.
  const onDirtyChange = jest.fn((dirty: boolean) => dirty);
  render(<BonusEditorForm {...props} onSaved={onSaved} onDirtyChange={onDirtyChange} />, { wrapper: apollo.wrapper });
  // The form is named by its title; the member's card preview beside it is outside it.
  return { ...apollo, onSaved, onDirtyChange, dialog: screen.getByRole('form', { name: props.action === 'edit' ? 'Upravit bonus' : 'Přidat nový bonus' }) };
}

const mutations = (sent: { operationName: string }[]) => sent.filter((operation) => operation.operationName !== 'CatalogueOptions');
/** The error a field is described by (a field with a unit is described by the unit too). */
const fieldError = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('ui-field__error'));
  return field.getAttribute('aria-invalid') === 'true' && error ? error.textContent : null;
};

// The whole editor (with the card preview) renders on each keystroke; on a busy machine some cases need longer than jest's 5 s.
jest.setTimeout(20_000);

describe('BonusEditorForm', () => {
  it('marks the missing fields in Czech, focuses the first and creates nothing', async () => {
    const { sent, dialog } = renderModal({ action: 'add', initial: newBonusDefaults(1_900_000_000), bonusId: null });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidat bonus' }));
    expect(await within(dialog).findByText('Formulář obsahuje chyby, opravte prosím zvýrazněná pole.')).toBeTruthy();
    const name = within(dialog).getByLabelText('Název');
    expect(fieldError(name)).toBe('Toto pole je povinné');
    expect(fieldError(within(dialog).getByLabelText('Společnost'))).toBe('Toto pole je povinné');
    expect(fieldError(within(dialog).getByLabelText('Očekávaná hodnota'))).toBe('Toto pole je povinné');
    expect(fieldError(within(dialog).getByLabelText('Odkaz na bonus (URL)'))).toBe('Toto pole je povinné');
    expect(fieldError(within(dialog).getByLabelText('Typ bonusu'))).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(mutations(sent)).toEqual([]);

    // The errors follow the form after the first attempt: a wrong number says so at once.
    fireEvent.change(within(dialog).getByLabelText('Očekávaná hodnota'), { target: { value: 'hodně' } });
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText('Očekávaná hodnota'))).toBe('Zadejte číslo'));
  });

  it('says an end before the start is wrong, and re-checks the end when the start moves', async () => {
    const { sent, dialog } = renderModal({ action: 'edit', initial: { ...SAVED, endTimestamp: SAVED.startTimestamp }, bonusId: 4 });
    // Nothing changed yet, so the save button waits; Enter in the form still checks it.
    fireEvent.submit(dialog);
    const end = within(dialog).getByLabelText('Konec platnosti');
    await waitFor(() => expect(fieldError(end)).toBe('Konec platnosti musí být po jejím začátku'));
    expect(mutations(sent)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Začátek platnosti'), { target: { value: '01.01.2000 10:00' } });
    await waitFor(() => expect(fieldError(end)).toBeNull());
  });

  it('says a date and time that is not one is wrong instead of taking it as none, and saves nothing', async () => {
    const { sent, dialog } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
    const showUntil = within(dialog).getByLabelText('Zobrazit do (nepovinné)') as HTMLInputElement;
    expect(showUntil.placeholder).toBe('DD.MM.RRRR HH:MM');
    fireEvent.change(showUntil, { target: { value: '31.04.2031 10:00' } });
    fireEvent.submit(dialog);
    await waitFor(() => expect(fieldError(showUntil)).toBe('Zadejte datum a čas ve tvaru DD.MM.RRRR HH:MM, např. 17.05.2024 14:30.'));
    expect(showUntil.value).toBe('31.04.2031 10:00');
    expect(mutations(sent)).toEqual([]);
  });

  it('updates the bonus with the same input as before', async () => {
    const { sent, onSaved, dialog } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
    // The saved company shows once the options have arrived.
    await waitFor(() => expect((within(dialog).getByLabelText('Společnost') as HTMLSelectElement).value).toBe('2'));
    fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: '  Free spiny navíc ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Doporučený' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(mutations(sent)).toEqual([
      {
        operationName: 'UpdateBonus',
        variables: {
          input: {
            id: 4,
            name: 'Free spiny navíc',
            description: '<p>Roztočte 50 spinů.</p>',
            startTimestamp: 1_900_000_000,
            endTimestamp: 1_900_010_800,
            visibilityStartTimestamp: null,
            visibilityEndTimestamp: null,
            visible: true,
            expectedValue: 450,
            neededCapital: 200.5,
            specialMark: 'recommended',
            stepList: [{ title: 'Registrace', subtitle: 'Účet', description: '<p>Založte účet.</p>', icon: '📝', order: 0, category: 'custom', deadlineDays: null, requirement: null }],
            urlBonusConditions: 'https://example.cz/podminky',
            urlLink: 'https://example.cz/bonus',
            riskRate: 3,
            companyId: 2,
            gamesIds: [9],
            bonusTypeName: 'slot',
            renewingDays: [1, 5],
            eligibilityRules: [{ kind: 'never_account', companyId: 2, months: null, min: null, max: null }],
            valueTerms: null,
          },
        },
      },
    ]);
  });

  it('takes the value terms of a casino offer in "Hodnota bonusu", checked in Czech, and has no such fieldset for a bank offer', async () => {
    const { sent, onSaved, dialog } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
    const fieldset = within(dialog).getByRole('group', { name: 'Hodnota bonusu' });
    const typeInto = (label: string, value: string) => fireEvent.change(within(fieldset).getByLabelText(label), { target: { value } });
    typeInto('Bonus', '1 000');
    typeInto('Vklad', '1000');
    typeInto('Násobek protočení', '30');
    typeInto('Max. sázka', '100');
    typeInto('Započítání hry', '0');
    fireEvent.change(within(fieldset).getByLabelText('Základ protočení'), { target: { value: 'deposit_and_bonus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(fieldError(within(fieldset).getByLabelText('Započítání hry'))).toBe('Započítání hry musí být od 0,01 % do 100 %'));
    expect(mutations(sent)).toEqual([]);
    typeInto('Započítání hry', '50');
    typeInto('Max. výběr (prázdné = bez limitu)', '5000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const input = (mutations(sent)[0] as unknown as { variables: { input: { valueTerms: unknown; expectedValue: unknown } } }).variables.input;
    expect(input.valueTerms).toEqual({
      bonusAmount: 1000, deposit: 1000, wageringMultiplier: 30, wageringBase: 'deposit_and_bonus', contributionPercent: 50, maxBet: 100, maxCashout: 5000,
    });
    // One value per offer: the terms on its game give the value, shown instead of the typed figure, which is not sent.
    const expected = bonusValue({ bonus_amount: 1000, deposit: 1000, wagering_multiplier: 30, wagering_base: 'deposit_and_bonus', contribution_percent: 50, max_bet: 100, max_cashout: 5000 }, { rtp: 96, volatility: 'high' });
    expect(input.expectedValue).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Očekávaná hodnota' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Očekávaná hodnota' }).querySelector('output')?.textContent).toBe(formatSignedCzk(expected.expectedValue));
    fireEvent.change(within(dialog).getByLabelText('Typ bonusu'), { target: { value: 'bank' } });
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Hodnota bonusu' })).toBeNull());
  });

  it('edits who may claim the offer, previews each rule in Czech and refuses one the server would', async () => {
    const { sent, onSaved, dialog } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
    expect(await within(dialog).findByText('Jen pro nové klienty: nedostupné pro členy, kteří u Fortuny někdy měli účet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidat pravidlo' }));
    expect(await within(dialog).findByText('Nedostupné pro členy, kteří měli účet u Fortuny v posledních 12 měsících.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Měsíců (1–120)'), { target: { value: '500' } });
    expect(await within(dialog).findAllByText('Počet měsíců musí být celé číslo od 1 do 120.')).not.toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    expect(await within(dialog).findByText('Formulář obsahuje chyby, opravte prosím zvýrazněná pole.')).toBeTruthy();
    expect(mutations(sent)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Pravidlo 2'), { target: { value: 'age' } });
    fireEvent.change(within(dialog).getByLabelText('Věk do (nepovinné)'), { target: { value: '26' } });
    expect(await within(dialog).findByText('Jen pro členy ve věku 18–26 let.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odebrat pravidlo 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect((mutations(sent)[0] as unknown as { variables: { input: { eligibilityRules: unknown } } }).variables.input.eligibilityRules).toEqual([{ kind: 'age', companyId: null, months: null, min: 18, max: 26 }]);
  });

  it('gives each step a deadline in days from the start, summed up in its row and sent as whole days', async () => {
    const { sent, onSaved, dialog } = renderModal({ action: 'edit', initial: { ...SAVED, steps: [{ ...SAVED.steps[0], deadlineDays: '14' }] }, bonusId: 4 });
    const deadline = within(dialog).getByLabelText('Lhůta od začátku – krok 1: Registrace') as HTMLInputElement;
    expect(deadline.value).toBe('14');
    expect(within(dialog).getByTestId('form-step').textContent).toContain('do 14\u00a0dnů');
    fireEvent.change(deadline, { target: { value: '7' } });
    expect(within(dialog).getByTestId('form-step').textContent).toContain('do 7\u00a0dnů');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const input = (mutations(sent)[0] as unknown as { variables: { input: { stepList: { deadlineDays: number | null }[] } } }).variables.input;
    expect(input.stepList.map((step) => step.deadlineDays)).toEqual([7]);
  });

  it('saves a step without a deadline as null', async () => {
    const { sent, onSaved, dialog } = renderModal({ action: 'edit', initial: { ...SAVED, steps: [{ ...SAVED.steps[0], deadlineDays: '30' }] }, bonusId: 4 });
    fireEvent.change(within(dialog).getByLabelText('Lhůta od začátku – krok 1: Registrace'), { target: { value: '' } });
    expect(dialog.querySelector('.step-editor__deadline')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect((mutations(sent)[0] as unknown as { variables: { input: { stepList: { deadlineDays: number | null }[] } } }).variables.input.stepList[0].deadlineDays).toBeNull();
  });

  it.each(['0', '366', '1.5'])('refuses a step deadline of %s with the Czech message and saves nothing', async (typed) => {
    const { sent, onSaved, dialog } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
    const deadline = within(dialog).getByLabelText('Lhůta od začátku – krok 1: Registrace');
    fireEvent.change(deadline, { target: { value: typed } });
    expect(fieldError(deadline)).toBe('Lhůta kroku musí být celý počet dní od 1 do 365, nebo prázdná');
    expect(dialog.querySelector('.step-editor__deadline')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    expect(await within(dialog).findByText('Formulář obsahuje chyby, opravte prosím zvýrazněná pole.')).toBeTruthy();
    expect(mutations(sent)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps a step’s deadline when the step goes through the edit form and back', async () => {
    const { dialog } = renderModal({ action: 'edit', initial: { ...SAVED, steps: [{ ...SAVED.steps[0], deadlineDays: '5' }] }, bonusId: 4 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upravit krok Registrace' }));
    expect(within(dialog).queryByTestId('form-step')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidat vlastní krok' }));
    expect((within(dialog).getByLabelText('Lhůta od začátku – krok 1: Registrace') as HTMLInputElement).value).toBe('5');
  });

  it('gives a step a requirement from statements with Czech labels, sums it up in its row and sends it as numbers', async () => {
    const { sent, onSaved, dialog } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
    const row = within(dialog).getByTestId('form-step');
    fireEvent.change(within(dialog).getByLabelText('Podmínka z výpisů – krok 1: Registrace'), { target: { value: 'card_payments' } });
    expect(row.textContent).toContain('3\u00a0platby kartou od 100\u00a0Kč do 30\u00a0dnů');
    fireEvent.change(within(dialog).getByLabelText('Počet plateb – krok 1: Registrace'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Do (od začátku) – krok 1: Registrace'), { target: { value: '60' } });
    expect(row.textContent).toContain('5\u00a0plateb kartou od 100\u00a0Kč do 60\u00a0dnů');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const input = (mutations(sent)[0] as unknown as { variables: { input: { stepList: { requirement: unknown }[] } } }).variables.input;
    expect(input.stepList[0].requirement).toEqual({ kind: 'card_payments', count: 5, minAmount: 100, withinDays: 60 });
  });

  it('refuses a requirement with a wrong field, names it, and saves nothing; "Žádná" removes it', async () => {
    const { sent, onSaved, dialog } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
    const kind = within(dialog).getByLabelText('Podmínka z výpisů – krok 1: Registrace');
    fireEvent.change(kind, { target: { value: 'incoming_total' } });
    const total = within(dialog).getByLabelText('Celkem alespoň – krok 1: Registrace');
    expect(fieldError(total)).toBe('Minimální částka musí být celé číslo Kč od 0 do 1 000 000.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    expect(await within(dialog).findByText('Formulář obsahuje chyby, opravte prosím zvýrazněná pole.')).toBeTruthy();
    expect(mutations(sent)).toEqual([]);
    fireEvent.change(kind, { target: { value: '' } });
    expect(within(dialog).queryByLabelText('Celkem alespoň – krok 1: Registrace')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit změny' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect((mutations(sent)[0] as unknown as { variables: { input: { stepList: { requirement: unknown }[] } } }).variables.input.stepList[0].requirement).toBeNull();
  });

  describe('the unsaved-changes bar', () => {
    const status = (form: HTMLElement) => within(form).getAllByRole('status').find((element) => element.classList.contains('unsaved-bar__status'))!.textContent;
    const save = (form: HTMLElement) => within(form).getByRole('button', { name: 'Uložit změny' }) as HTMLButtonElement;
    const index = () => screen.getByRole('navigation', { name: 'Oddíly formuláře' });

    it('appears on an edit, names the changed sections in form order, and goes away on "Zahodit změny"', async () => {
      const { dialog, onDirtyChange } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
      expect(status(dialog)).toBe('Žádné neuložené změny');
      expect(save(dialog).disabled).toBe(true);

      fireEvent.change(within(dialog).getByLabelText('Lhůta od začátku – krok 1: Registrace'), { target: { value: '9' } });
      fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: 'Free spiny navíc' } });
      await waitFor(() => expect(status(dialog)).toBe('Neuložené změny (2): Základ, Kroky'));
      expect(save(dialog).disabled).toBe(false);
      expect(onDirtyChange).toHaveBeenLastCalledWith(true);
      // The index marks the same sections, in words for screen readers.
      expect(within(index()).getAllByText('(změněno)', { exact: false }).map((mark) => mark.parentElement?.firstChild?.textContent)).toEqual(['Základ', 'Kroky']);

      // Typing the old name back leaves only the steps changed.
      fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: 'Free spiny' } });
      await waitFor(() => expect(status(dialog)).toBe('Neuložené změny (1): Kroky'));

      fireEvent.click(within(dialog).getByRole('button', { name: 'Zahodit změny' }));
      await waitFor(() => expect(status(dialog)).toBe('Žádné neuložené změny'));
      expect((within(dialog).getByLabelText('Lhůta od začátku – krok 1: Registrace') as HTMLInputElement).value).toBe('');
      expect(save(dialog).disabled).toBe(true);
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    });

    it('goes away once the changes are saved', async () => {
      const { dialog, onSaved, onDirtyChange } = renderModal({ action: 'edit', initial: SAVED, bonusId: 4 });
      fireEvent.change(within(dialog).getByLabelText('Potřebný kapitál'), { target: { value: '300' } });
      await waitFor(() => expect(status(dialog)).toBe('Neuložené změny (1): Hodnota'));
      fireEvent.click(save(dialog));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Bonus byl uložen.'));
      await waitFor(() => expect(status(dialog)).toBe('Žádné neuložené změny'));
      expect(save(dialog).disabled).toBe(true);
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    });

    it('lets a new bonus be saved before any change (a copy as it is), saying it is not saved yet', () => {
      const { dialog } = renderModal({ action: 'duplicate', initial: SAVED, bonusId: null });
      expect(status(dialog)).toBe('Zatím neuloženo');
      expect((within(dialog).getByRole('button', { name: 'Přidat bonus' }) as HTMLButtonElement).disabled).toBe(false);
    });
  });
});
