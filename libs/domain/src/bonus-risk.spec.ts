import { riskStatus } from './bonus-risk';

describe('riskStatus', () => {
  it('names each level in Czech with a tone that grows with the risk', () => {
    expect([1, 2, 3, 4, 5].map(riskStatus)).toEqual([
      { label: 'Bez rizika', tone: 'success' },
      { label: 'Nízké riziko', tone: 'info' },
      { label: 'Střední riziko', tone: 'warning' },
      { label: 'Vysoké riziko', tone: 'danger' },
      { label: 'Extrémní riziko', tone: 'danger' },
    ]);
  });

  it('refuses a level outside 1..5', () => {
    expect(() => riskStatus(0)).toThrow(RangeError);
    expect(() => riskStatus(6)).toThrow(RangeError);
  });
});
