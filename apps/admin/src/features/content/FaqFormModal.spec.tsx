import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { openDialogsLikeABrowser, recordingApollo } from '../../shared/testing/recording-apollo';
import { FaqFormModal } from './FaqFormModal';

const EDITED = { id: 12, faqCategoryName: 'Platby', question: 'Jak zaplatím?', answer: 'Kartou.', visible: false };

function renderModal(answer: () => FormattedExecutionResult) {
  const apollo = recordingApollo(answer);
  const onClose = jest.fn();
  render(<FaqFormModal initial={EDITED} categories={['Platby', 'Účet']} onClose={onClose} />, { wrapper: apollo.wrapper });
  return { ...apollo, onClose };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));

beforeAll(openDialogsLikeABrowser);

describe('FaqFormModal', () => {
  it('says in Czech which field is missing and keeps the question unsaved', async () => {
    const { sent } = renderModal(() => ({ data: null }));
    fill('Otázka', '   ');
    save();
    const question = screen.getByLabelText('Otázka');
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(question.getAttribute('aria-describedby')!)?.textContent).toBe('Toto pole je povinné');
    expect(document.activeElement).toBe(question);
    expect(sent).toEqual([]);
  });

  it('sends the edited question with its id and visibility as before', async () => {
    const { sent, onClose } = renderModal(() => ({ data: { saveFaq: { __typename: 'Faq', ...EDITED, answer: 'Kartou nebo převodem.' } } }));
    fill('Odpověď', 'Kartou nebo převodem.');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ operationName: 'SaveFaq', variables: { input: { ...EDITED, answer: 'Kartou nebo převodem.' } } }]);
  });

  it('keeps what was typed when the save fails', async () => {
    const { onClose } = renderModal(() => ({ errors: [{ message: 'down' }] }));
    fill('Odpověď', 'Nová odpověď');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Změny se nepodařilo uložit. Zkuste to prosím znovu.');
    expect((screen.getByLabelText('Odpověď') as HTMLTextAreaElement).value).toBe('Nová odpověď');
    expect(onClose).not.toHaveBeenCalled();
  });
});
