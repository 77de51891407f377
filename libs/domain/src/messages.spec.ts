import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFailure, ERROR_CATALOGUE, PAYMENT_GATEWAY_ERROR_STATUS, KNOWN_STATUSES } from './errors';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Every text quoted in spec sections 5 and 8, word for word. */
const SPEC_MESSAGES = [
  'Email je povinný', 'Neplatný formát emailu', 'Heslo je povinné', 'Heslo musí mít alespoň 8 znaků',
  'Heslo musí mít alespoň 8 znaků, velké a malé písmeno, číslo a speciální znak.', 'Hesla se neshodují',
  'Přezdívka je povinná', 'Přezdívka musí mít alespoň 3 znaky', 'Datum narození je povinné', 'Musíte být starší 18 let',
  'Musíte potvrdit věk', 'Musíte souhlasit s podmínkami', 'Vyplňte prosím všechna pole', 'Vyplňte prosím email',
  'Zadejte platný email', 'toto pole je povinné', 'Nové heslo a potvrzení se neshodují.', 'neplatný formát emailu',
  'Email change is only available for email/password accounts.', 'Referral link je neplatný',
  'Server error occurred', 'User is not authenticated', 'Session has expired', 'Error while fetching Tiers',
  'Platba byla zrušena.', 'Chyba při ověřování platby.', 'Nepodařilo se získat odkaz na platební bránu.',
  'Došlo k chybě při zahájení platby.', 'nepodařilo se vytvořit objednávku', 'Error while Order creation',
  'nepodařilo se využít odkaz', 'Nepodařilo se odeslat email, zkuste prosím to později.', 'Email byl úspěšně poslán.',
  'Nepovedlo se nahrát FAQs', 'nepodařilo se skrýt bonus', 'nepodařilo se zaznamenat krok', 'nepodařilo se dokončit bonus',
  'nepodařilo se načíst bonusy', 'nastala chyba s vrácením bonusu', 'nepodařilo se bonus modifikovat',
  'nepodařilo se načíst data', 'max 3 referral codes', 'maximálně můžete vytvořit 3 referral kódy najednou',
  'vytvoření nového referral kódu se nepovedlo', 'smazani bankovniho uctu se nepovedlo',
  'Nepodařilo se odeslat email. Zkuste to prosím znovu.', 'nepodařilo se změnit jméno', 'nepodařilo se změnit email',
  'Změna emailu proběhla úspěšně. Budete odhlášeni, prosím přihlaste se znovu.', 'nesprávné současné heslo',
  'nastala chyba s přesměrováním na správu předplatného', 'Výběr neúspěšný', 'Výběr úspěšný!',
  'Nastala chyba při změně bonusu', 'nastala chyba při přidávání bonusu', 'unspecified action', 'user not registered',
  'Tento bonus vyžaduje vyšší členství', 'Error',
];

const sources = readdirSync(__dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));

describe('spec messages', () => {
  it.each(SPEC_MESSAGES)('"%s" is defined exactly once in libs/domain', (message) => {
    const quoted = `'${message.replace(/'/g, "\\'")}'`;
    const count = sources.reduce((total, source) => total + source.split(quoted).length - 1, 0);
    expect(count).toBe(1);
  });

  it('are all reachable through the catalogue or the validation messages', () => {
    const defined = new Set<string>([...Object.values(ERROR_CATALOGUE).map((e) => e.message), ...Object.values(VALIDATION_MESSAGES)]);
    for (const message of SPEC_MESSAGES) expect(defined).toContain(message);
  });

  it('keeps every catalogue text unique so each maps back to one code', () => {
    const messages = Object.values(ERROR_CATALOGUE).map((e) => e.message);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe('client failure wrapper', () => {
  it("reports the server's error text with its status", () => {
    expect(describeFailure(403, { error: 'K této akci nemáte oprávnění.' })).toEqual({ status: 403, error: 'K této akci nemáte oprávnění.' });
  });

  it('falls back to the generic text and 500', () => {
    expect(describeFailure(undefined, null)).toEqual({ status: 500, error: 'Server error occurred' });
    expect(describeFailure(502, { error: '  ' })).toEqual({ status: 502, error: 'Server error occurred' });
    expect(describeFailure(400, 'plain text')).toEqual({ status: 400, error: 'Server error occurred' });
  });

  it('knows the spec statuses and the gateway error value', () => {
    expect(KNOWN_STATUSES).toEqual([200, 201, 202, 204, 400, 401, 403, 404, 500, 503]);
    expect(PAYMENT_GATEWAY_ERROR_STATUS).toBe(100);
  });
});
