import { wireMapper } from './wire-mapping';

describe('wireMapper', () => {
  it('maps a read model once and hands out the same wire object for the same model', () => {
    const toWire = jest.fn((model: { amountHalere: number }) => ({ amount: model.amountHalere / 100 }));
    const map = wireMapper(toWire);
    const model = { amountHalere: 12_300 };
    const first = map(model);
    expect(first).toEqual({ amount: 123 });
    expect(map(model)).toBe(first);
    expect(toWire).toHaveBeenCalledTimes(1);
  });

  it('maps a different model object afresh, even with equal contents', () => {
    const map = wireMapper((model: { id: number }) => ({ id: model.id }));
    expect(map({ id: 1 })).not.toBe(map({ id: 1 }));
  });
});
