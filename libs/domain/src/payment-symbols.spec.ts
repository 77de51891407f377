import { bankCodeOfBic } from './cnb-bank-codes';
import { constantSymbolDigits, symbolsInTexts, typedSymbol, writtenSymbols } from './payment-symbols';

describe('payment symbols', () => {
  it.each([
    // Raiffeisenbank's structured references, each in its own Strd/CdtrRefInf/Ref.
    [['VS:178282024', 'KS:0', 'SS:0'], { variable: '178282024', constant: null, specific: null }],
    [['VS:240100045', 'KS:308'], { variable: '240100045', constant: '0308', specific: null }],
    // The ČBA layout's end-to-end reference.
    [['/VS1101/SS/KS0308'], { variable: '1101', constant: '0308', specific: null }],
    [['VS 0000001126 KS 0558 SS 66406366'], { variable: '1126', constant: '0558', specific: '66406366' }],
    // Letters before the label make it another word; eleven digits are no symbol.
    [['ADVS:1234', 'VS:12345678901'], { variable: null, constant: null, specific: null }],
  ])('reads %j', (texts, symbols) => {
    expect(symbolsInTexts(texts)).toEqual(symbols);
  });

  it('keeps a constant symbol in four digits and writes symbols as a statement shows them', () => {
    expect([constantSymbolDigits('308'), constantSymbolDigits('0000'), constantSymbolDigits('0001000308'.slice(6))]).toEqual(['0308', null, '0308']);
    expect(typedSymbol('ks', '8')).toEqual({ field: 'constant', digits: '0008' });
    expect(typedSymbol('SCOR', 'RF18')).toBeNull();
    expect(writtenSymbols({ variable: '1101', constant: '0308', specific: null })).toEqual(['VS 1101', 'KS 0308']);
  });

  it("names a Czech bank's code by its BIC, branch part or not", () => {
    expect([bankCodeOfBic('RZBCCZPP'), bankCodeOfBic('gibaczpxxxx'), bankCodeOfBic('DEUTDEFF')]).toEqual(['5500', '0800', null]);
  });
});
