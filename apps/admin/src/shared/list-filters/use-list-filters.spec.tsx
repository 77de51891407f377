import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ListFilterBar } from './ListFilterBar';
import { SERVER_SEARCH_DELAY_MS, useListFilters } from './use-list-filters';

interface Offer {
  name: string;
  type: 'bank' | 'casino';
}

const OFFERS: Offer[] = [
  { name: 'Hrad', type: 'casino' },
  { name: 'Chata', type: 'bank' },
  { name: 'Žlutý kůň', type: 'bank' },
  { name: 'Čokoláda', type: 'casino' },
  { name: 'Cibule', type: 'bank' },
];

const serverSearches: string[] = [];

function OfferList() {
  const filters = useListFilters<Offer>({
    searchLabel: 'Hledat nabídku',
    facets: [{ id: 'type', label: 'Typ', options: [{ value: 'bank', label: 'Banka' }, { value: 'casino', label: 'Kasino' }], valueIn: (offer) => offer.type }],
    text: (offer) => offer.name,
    sortBy: (offer) => offer.name,
  });
  const rows = filters.apply(OFFERS) ?? [];
  serverSearches.push(filters.serverSearch);
  const navigate = useNavigate();
  return (
    <>
      <ListFilterBar filters={filters} shown={rows.length} total={OFFERS.length} />
      <ul aria-label="Nabídky">
        {rows.map((offer) => (
          <li key={offer.name}>{offer.name}</li>
        ))}
      </ul>
      <button onClick={() => void navigate('/jinam')}>Jinam</button>
    </>
  );
}

function Elsewhere() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Zpět</button>;
}

function Address() {
  const location = useLocation();
  return <output aria-label="Adresa">{location.pathname + location.search}</output>;
}

function renderList(url = '/nabidky') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/nabidky" element={<OfferList />} />
        <Route path="/jinam" element={<Elsewhere />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const search = () => screen.getByLabelText('Hledat nabídku');
const chip = (name: string) => screen.getByRole('button', { name });

describe('useListFilters with ListFilterBar', () => {
  it('sorts in Czech order: C, Č, H, Ch, Ž', () => {
    renderList();
    expect(shown()).toEqual(['Cibule', 'Čokoláda', 'Hrad', 'Chata', 'Žlutý kůň']);
  });

  it('searches as one types, ignoring accents and case, and keeps the text in the URL', () => {
    renderList();
    fireEvent.change(search(), { target: { value: 'zluty' } });
    expect(shown()).toEqual(['Žlutý kůň']);
    expect(screen.getByLabelText('Adresa').textContent).toBe('/nabidky?search=zluty');
    fireEvent.change(search(), { target: { value: 'COKOLADA' } });
    expect(shown()).toEqual(['Čokoláda']);
    expect(screen.getByText('Zobrazeno 1 z 5')).toBeTruthy();
  });

  it('filters by chips (any chosen value), pressed state and URL kept in step, and clears everything at once', () => {
    renderList();
    fireEvent.click(chip('Kasino'));
    expect(chip('Kasino').getAttribute('aria-pressed')).toBe('true');
    expect(shown()).toEqual(['Čokoláda', 'Hrad']);
    expect(screen.getByLabelText('Adresa').textContent).toBe('/nabidky?type=casino');
    fireEvent.click(chip('Banka'));
    expect(shown()).toHaveLength(5);
    expect(decodeURIComponent(screen.getByLabelText('Adresa').textContent ?? '')).toBe('/nabidky?type=casino,bank');
    fireEvent.click(chip('Kasino'));
    expect(shown()).toEqual(['Cibule', 'Chata', 'Žlutý kůň']);
    fireEvent.change(search(), { target: { value: 'ch' } });
    expect(shown()).toEqual(['Chata']);
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    expect(shown()).toHaveLength(5);
    expect(screen.getByLabelText('Adresa').textContent).toBe('/nabidky');
    expect(search()).toHaveProperty('value', '');
  });

  it('comes back from the URL: a reload (the same address) and the back button show the same view', () => {
    renderList('/nabidky?search=hrad&type=casino');
    expect(search()).toHaveProperty('value', 'hrad');
    expect(chip('Kasino').getAttribute('aria-pressed')).toBe('true');
    expect(shown()).toEqual(['Hrad']);
    fireEvent.click(screen.getByRole('button', { name: 'Jinam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zpět' }));
    expect(shown()).toEqual(['Hrad']);
    expect(search()).toHaveProperty('value', 'hrad');
  });

  it('hands a server-side list the search only once typing pauses', () => {
    jest.useFakeTimers();
    try {
      renderList();
      serverSearches.length = 0;
      fireEvent.change(search(), { target: { value: 'ž' } });
      fireEvent.change(search(), { target: { value: 'žl' } });
      expect(serverSearches.at(-1)).toBe('');
      act(() => jest.advanceTimersByTime(SERVER_SEARCH_DELAY_MS));
      expect(serverSearches.at(-1)).toBe('žl');
      expect(serverSearches).not.toContain('ž');
    } finally {
      jest.useRealTimers();
    }
  });
});
