import { fireEvent, render, screen } from '@testing-library/react';
import { FILTERED_ORDER_HINT } from '../../shared/SortableList';
import { recordingApollo } from '../../shared/testing/recording-apollo';
import { inRouter } from '../../shared/testing/in-router';
import { AdminFaqPage } from './AdminFaqPage';

const faq = (id: number, question: string, faqCategoryName: string) => ({ __typename: 'Faq', id, question, answer: '<p>Odpověď.</p>', faqCategoryName, visible: true });
const FAQS = [faq(1, 'Jak funguje členství?', 'Členství'), faq(2, 'Kdy přijde výplata?', 'Výplaty'), faq(3, 'Můžu členství zrušit?', 'Členství')];

const questions = () => screen.getAllByTestId('admin-faq').map((row) => row.querySelector('.sortable-row__title')?.firstChild?.textContent?.trim());
const handles = () => screen.getAllByRole('button', { name: /^Přesunout otázku/ }) as HTMLButtonElement[];

describe('AdminFaqPage', () => {
  it('searches questions and categories ignoring accents, and locks reordering while a search is on', async () => {
    const { wrapper } = recordingApollo(() => ({ data: { adminFaqs: FAQS } }));
    render(<AdminFaqPage />, { wrapper: inRouter(wrapper) });
    expect(await screen.findAllByTestId('admin-faq')).toHaveLength(3);
    expect(handles().every((handle) => !handle.disabled)).toBe(true);
    expect(screen.queryByText(FILTERED_ORDER_HINT)).toBeNull();

    const search = screen.getByLabelText('Hledat otázku nebo kategorii');
    fireEvent.change(search, { target: { value: 'CLENSTVI' } });
    // In the members' order, not re-sorted.
    expect(questions()).toEqual(['Jak funguje členství?', 'Můžu členství zrušit?']);
    expect(screen.getByText('Zobrazeno 2 z 3')).toBeTruthy();
    const hint = screen.getByText(FILTERED_ORDER_HINT);
    expect(handles().every((handle) => handle.disabled && handle.getAttribute('aria-describedby') === hint.id)).toBe(true);

    fireEvent.change(search, { target: { value: 'vyplata' } });
    expect(questions()).toEqual(['Kdy přijde výplata?']);
    fireEvent.change(search, { target: { value: 'nic takového' } });
    expect(screen.getByText('Hledání neodpovídá žádná otázka.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    expect(questions()).toHaveLength(3);
    expect(handles().every((handle) => !handle.disabled)).toBe(true);
    expect(screen.queryByText(FILTERED_ORDER_HINT)).toBeNull();
  });
});
