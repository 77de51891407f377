/**
 * The error catalogue (spec section 8): one typed table keyed by code. Services throw `DomainError`
 * with a code; each transport maps the code to its HTTP status and the Czech text shown to people.
 * Codes without a status are screen-side texts (a transport that meets one answers 500).
 */
export const ERROR_CATALOGUE = {
  // General and session
  SERVER_ERROR: { status: 500, message: 'Server error occurred' },
  UNAUTHENTICATED: { status: 401, message: 'User is not authenticated' },
  SESSION_EXPIRED: { status: 401, message: 'Session has expired' },
  FORBIDDEN: { status: 403, message: 'K této akci nemáte oprávnění.' },
  NOT_FOUND: { status: 404, message: 'Požadovaný záznam neexistuje.' },
  VALIDATION_FAILED: { status: 400, message: 'Neplatná data požadavku.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Požadavek je příliš velký.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Adresa nebo hlavičky požadavku jsou příliš velké.' },
  REQUEST_TIMEOUT: { status: 408, message: 'Požadavek nedorazil celý včas. Zkuste to prosím znovu.' },
  EXPECTATION_FAILED: { status: 417, message: 'Server umí z hlavičky Expect splnit jen 100-continue.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tento formát těla požadavku server nepřijímá. Posílejte JSON (Content-Type: application/json).' },
  RATE_LIMITED: { status: 429, message: 'Příliš mnoho požadavků, zkuste to prosím později.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Služba je dočasně nedostupná.' },
  /** Firebase Authentication did not answer in time: a session the api has not checked recently cannot be checked now. */
  AUTH_UNAVAILABLE: { status: 503, message: 'Přihlášení je teď nedostupné, zkuste to za chvíli.' },
  GRAPHQL_DOCUMENT_NOT_TRUSTED: { status: 400, message: 'Tento dotaz GraphQL server neprovede: GraphQL slouží jen aplikacím Bonus Klubu a přijímá jen jejich dotazy. Pro vlastní napojení použijte REST API a jeho SDK (popis na /docs).' },
  USER_NOT_REGISTERED: { status: 404, message: 'user not registered' },
  ACCOUNT_ALREADY_REGISTERED: { status: 409, message: 'Tento účet je už zaregistrovaný.' },
  STATS_LOAD_FAILED: { status: undefined, message: 'Error' },
  CHANGES_SAVE_FAILED: { status: undefined, message: 'Změny se nepodařilo uložit. Zkuste to prosím znovu.' },
  OFFLINE: { status: undefined, message: 'Jste offline, změny teď nelze uložit. Zkuste to znovu, až budete online.' },
  // Tiers, generations, orders and payment
  TIERS_LOAD_FAILED: { status: undefined, message: 'Error while fetching Tiers' },
  GENERATION_SOLD_OUT: { status: 409, message: 'Všechny generace členství jsou vyprodané.' },
  TIER_NOT_PURCHASABLE: { status: 400, message: 'Toto členství nelze zakoupit.' },
  ORDER_NOT_PAYABLE: { status: 409, message: 'Tuto objednávku už nelze zaplatit.' },
  TIER_ALREADY_HELD: { status: 409, message: 'Toto členství už máte zaplacené.' },
  ORDER_PRICE_CHANGED: { status: 409, message: 'Cena objednávky se mezitím změnila. Objednejte prosím členství znovu.' },
  ORDER_CREATION_FAILED: { status: 400, message: 'nepodařilo se vytvořit objednávku' },
  REGISTRATION_ORDER_FAILED: { status: undefined, message: 'Error while Order creation' },
  PAYMENT_CANCELLED: { status: undefined, message: 'Platba byla zrušena.' },
  PAYMENT_VERIFICATION_FAILED: { status: undefined, message: 'Chyba při ověřování platby.' },
  PAYWALL_URL_FAILED: { status: 502, message: 'Nepodařilo se získat odkaz na platební bránu.' },
  /** The payment provider could not be reached or did not answer in time (checkout, the customer portal). */
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 503, message: 'Platební brána teď neodpovídá. Zkuste to prosím za pár minut.' },
  PAYMENT_START_FAILED: { status: undefined, message: 'Došlo k chybě při zahájení platby.' },
  PROMO_CODE_INVALID: { status: 400, message: 'Tento slevový kód neplatí.' },
  PROMO_CODE_REGISTRATION_ONLY: { status: 400, message: 'Slevový kód lze uplatnit jen při registraci.' },
  PROMO_CODE_FIRST_ORDER_ONLY: { status: 400, message: 'Slevový kód lze použít jen u první placené objednávky.' },
  PROMO_CODE_USED: { status: 400, message: 'Tento slevový kód jste už použili.' },
  PROMO_CODE_EXISTS: { status: 409, message: 'Slevový kód s tímto názvem už existuje.' },
  TIER_SOLD_OUT: { status: 409, message: 'Toto členství je vyprodané, volná místa už nejsou.' },
  NO_PAID_SUBSCRIPTION: { status: 404, message: 'Nemáte žádné placené předplatné.' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Neplatný podpis události.' },
  SUBSCRIPTION_MANAGEMENT_FAILED: { status: 502, message: 'nastala chyba s přesměrováním na správu předplatného' },
  // Sign-in and account
  LOGIN_FIELDS_REQUIRED: { status: 400, message: 'Vyplňte prosím všechna pole' },
  PASSWORD_RESET_FAILED: { status: 502, message: 'Nepodařilo se odeslat email. Zkuste to prosím znovu.' },
  NAME_CHANGE_FAILED: { status: undefined, message: 'nepodařilo se změnit jméno' },
  EMAIL_CHANGE_FAILED: { status: undefined, message: 'nepodařilo se změnit email' },
  EMAIL_CHANGE_SUCCEEDED: { status: undefined, message: 'Změna emailu proběhla úspěšně. Budete odhlášeni, prosím přihlaste se znovu.' },
  EMAIL_SYNC_FAILED: { status: undefined, message: 'Přihlašovací e-mail je změněný, ale u vašeho členského účtu se ho nepodařilo uložit. Zkuste to prosím znovu.' },
  EMAIL_CHANGE_PASSWORD_ONLY: { status: 400, message: 'Email change is only available for email/password accounts.' },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'nesprávné současné heslo' },
  REAUTHENTICATION_REQUIRED: { status: 403, message: 'Pro smazání účtu se prosím znovu přihlaste.' },
  EMAIL_NOT_ACCOUNT_EMAIL: { status: 400, message: 'Uložit lze jen e-mail, kterým se přihlašujete. Nový e-mail nejdřív změňte v Nastavení → Zabezpečení.' },
  CONSENT_ADULT_MISSING: { status: 400, message: 'Chybí potvrzení, že je vám více než 18 let.' },
  CONSENT_TERMS_MISSING: { status: 400, message: 'Chybí souhlas s obchodními podmínkami.' },
  CONSENT_LOST_GUARANTEE_MISSING: { status: 400, message: 'Chybí potvrzení, že berete na vědomí, že výdělek z bonusů není zaručen.' },
  CONSENT_WAIVER_MISSING: { status: 400, message: 'Chybí žádost o zpřístupnění obsahu ihned po zaplacení se ztrátou práva odstoupit od smlouvy (§ 1837 písm. l) NOZ).' },
  // Content
  INVESTMENTS_PREMIUM_ONLY: { status: 403, message: 'Investiční průvodce je dostupný jen pro členy Premium.' },
  INVESTMENTS_LOAD_FAILED: { status: undefined, message: 'Investice se nepodařilo načíst.' },
  FAQ_LOAD_FAILED: { status: undefined, message: 'Nepovedlo se nahrát FAQs' },
  // Bonuses (member side)
  // The screens' own texts for a failed hide, step or completion; the server says why (NOT_FOUND or a conflict below).
  BONUS_HIDE_FAILED: { status: undefined, message: 'nepodařilo se skrýt bonus' },
  BONUS_STEP_FAILED: { status: undefined, message: 'nepodařilo se zaznamenat krok' },
  BONUS_NOT_STARTED: { status: 409, message: 'Bonus ještě nezačal.' },
  BONUS_ENDED: { status: 409, message: 'Bonus už skončil.' },
  BONUS_STEP_OUT_OF_ORDER: { status: 409, message: 'Zaznamenat lze jen další krok bonusu, nebo vrátit některý už splněný.' },
  BONUS_HIDDEN: { status: 409, message: 'Tento bonus jste skryli, pokračovat v něm už nelze.' },
  BONUS_ALREADY_COMPLETED: { status: 409, message: 'Tento bonus už máte dokončený.' },
  BONUS_STEPS_UNFINISHED: { status: 409, message: 'Bonus lze dokončit až po splnění všech jeho kroků.' },
  BONUS_NOT_ELIGIBLE: { status: 403, message: 'Na tuto nabídku teď nemáte nárok.' },
  ELIGIBILITY_RECENT_ACCOUNT: { status: 403, message: 'U této společnosti jste měli účet v posledních měsících.' },
  ELIGIBILITY_EXISTING_CLIENT: { status: 403, message: 'Nabídka je jen pro nové klienty.' },
  ELIGIBILITY_AGE: { status: 403, message: 'Nabídka je jen pro členy určitého věku.' },
  ELIGIBILITY_UNKNOWN_COMPANY: { status: 400, message: 'Pravidlo nároku uvádí banku nebo kasino, které v katalogu není.' },
  ELIGIBILITY_ALREADY_CLAIMED: { status: 403, message: 'Tuto nabídku jste už dokončili a lze ji využít jen jednou.' },
  BANK_STATEMENT_INVALID: { status: 400, message: 'Soubor se nepodařilo načíst jako výpis CAMT.053 ani GPC.' },
  BANK_STATEMENT_TOO_LARGE: { status: 413, message: 'Výpis je příliš velký: nahrajte nejvýše 20 000 pohybů a 20 MB (třeba po měsících).' },
  BANK_SYNC_TOO_SOON: { status: 429, message: 'Banka dovoluje načíst pohyby jen jednou za 30 sekund. Zkuste to prosím za chvíli.' },
  BANK_TOKEN_REFUSED: { status: 400, message: 'Fio banka token odmítla – vytvořte v internetovém bankovnictví nový a vložte ho znovu.' },
  BANK_PROVIDER_BUSY: { status: 409, message: 'Fio banka teď token nepřijala, protože byl použit před méně než 30 sekundami. Zkuste to prosím za chvíli.' },
  BANK_PROVIDER_UNAVAILABLE: { status: 502, message: 'Banka teď neodpovídá. Zkuste to prosím později.' },
  BANK_CONNECTION_REFUSED: { status: 409, message: 'Banka token tohoto napojení odmítla. Vložte prosím nový token, pak pohyby zase načteme.' },
  BANK_CONNECTION_CURRENCY: { status: 400, message: 'Účet není veden v korunách (CZK); napojit lze jen korunové účty.' },
  ELIGIBILITY_REMINDER_UNAVAILABLE: { status: 409, message: 'Připomenutí nelze nastavit: na nabídku už nárok máte, nebo ho samotný čas nepřinese.' },
  ELIGIBILITY_AFTER_OFFER_END: { status: 409, message: 'Nabídka skončí dřív, než na ni budete mít nárok, proto připomenutí nenastavíme.' },
  BONUS_COMPLETE_FAILED: { status: undefined, message: 'nepodařilo se dokončit bonus' },
  BONUSES_LOAD_FAILED: { status: undefined, message: 'nepodařilo se načíst bonusy' },
  BONUS_RETURN_FAILED: { status: 400, message: 'nastala chyba s vrácením bonusu' },
  BONUS_MODIFY_FAILED: { status: 400, message: 'nepodařilo se bonus modifikovat' },
  BONUS_LOCKED: { status: 403, message: 'Tento bonus vyžaduje vyšší členství' },
  FEATURE_LOCKED: { status: 403, message: 'Tato funkce je součástí vyššího členství.' },
  BONUS_MONTHLY_LIMIT: { status: 403, message: 'Tento měsíc jste vyčerpali limit bonusů tohoto typu pro své členství.' },
  EARNINGS_CONFIRMATION_REQUIRED: { status: 400, message: 'Částka je mnohem vyšší než očekávaný výnos bonusu. Zkontrolujte ji a potvrďte, že je správná.' },
  EARNINGS_REVIEW_DONE: { status: 409, message: 'Tento výdělek už byl zkontrolován.' },
  BONUS_MONTHLY_COUNT_LIMIT: { status: 403, message: 'Tento měsíc jste už začali nejvyšší povolený počet bonusů.' },
  BONUS_MAX_RETURN: { status: 403, message: 'Tento bonus by překročil maximální měsíční výdělek vašeho členství.' },
  BONUS_HISTORY_LOAD_FAILED: { status: undefined, message: 'Historii bonusů se nepodařilo načíst.' },
  // Referrals and payouts
  REFERRAL_LINK_INVALID: { status: 404, message: 'Referral link je neplatný' },
  REFERRAL_LINK_UNUSABLE: { status: undefined, message: 'nepodařilo se využít odkaz' },
  REFERRAL_EMAIL_FAILED: { status: 502, message: 'Nepodařilo se odeslat email, zkuste prosím to později.' },
  REFERRAL_EMAIL_SENT: { status: undefined, message: 'Email byl úspěšně poslán.' },
  DATA_LOAD_FAILED: { status: undefined, message: 'nepodařilo se načíst data' },
  REFERRAL_CODE_LIMIT: { status: 409, message: 'max 3 referral codes' },
  REFERRAL_CODE_LIMIT_SCREEN: { status: undefined, message: 'maximálně můžete vytvořit 3 referral kódy najednou' },
  REFERRAL_CODE_FAILED: { status: undefined, message: 'vytvoření nového referral kódu se nepovedlo' },
  BANK_ACCOUNT_DELETE_FAILED: { status: undefined, message: 'smazani bankovniho uctu se nepovedlo' },
  WITHDRAWAL_FAILED: { status: 400, message: 'Výběr neúspěšný' },
  WITHDRAWAL_SUCCEEDED: { status: undefined, message: 'Výběr úspěšný!' },
  PAYOUT_ALREADY_PAID: { status: 409, message: 'Tato výplata už byla vyplacena, vrátit ji nelze.' },
  PAYOUT_ALREADY_FAILED: { status: 409, message: 'Tato výplata už byla vrácena na zůstatek člena.' },
  PAYOUT_BATCH_EMPTY: { status: 409, message: 'Není co exportovat: žádná z výplat nečeká mimo dávku.' },
  PAYOUT_BATCH_SELECTION_CHANGED: { status: 409, message: 'Některé vybrané výplaty už jsou v jiné dávce nebo nečekají. Načtěte seznam znovu.' },
  PAYOUT_BATCH_ALREADY_PAID: { status: 409, message: 'Tato dávka už je označená jako vyplacená.' },
  PAYOUT_BATCH_NOTHING_PENDING: { status: 409, message: 'V dávce nečeká žádná výplata; vrácené výplaty nelze označit jako vyplacené.' },
  PAYOUT_PAID_DATE_INVALID: { status: 400, message: 'Datum vyplacení nesmí být v budoucnosti ani před vytvořením dávky.' },
  // Admin
  MAINTENANCE: { status: 503, message: 'Probíhá údržba. Zkuste to prosím za chvíli.' },
  REGISTRATION_CLOSED: { status: 403, message: 'Registrace nových účtů je dočasně uzavřená.' },
  ACCOUNT_DEACTIVATED: { status: 403, message: 'Váš účet byl deaktivován. Kontaktujte prosím podporu.' },
  ACCOUNT_PENDING_APPROVAL: { status: 403, message: 'Váš účet čeká na schválení administrátorem. Jakmile ho schválíme, získáte přístup do členské sekce.' },
  ADMIN_SELF_CHANGE: { status: 400, message: 'Vlastní účet takto měnit nelze.' },
  ADMIN_RIGHTS_REASON_REQUIRED: { status: 400, message: 'Uveďte důvod změny práv administrátora (alespoň 5 znaků).' },
  ADMIN_BONUS_UPDATE_FAILED: { status: 400, message: 'Nastala chyba při změně bonusu' },
  ADMIN_BONUS_CREATE_FAILED: { status: 400, message: 'nastala chyba při přidávání bonusu' },
  BONUS_ALREADY_PUBLISHED: { status: 409, message: 'Zveřejněný bonus už nelze vrátit mezi koncepty.' },
  ADMIN_FORM_UNSPECIFIED_ACTION: { status: undefined, message: 'unspecified action' },
  ADMIN_HANDOVER_FAILED: { status: 502, message: 'Do administrace vás teď nepodařilo přihlásit automaticky. Přihlaste se tam prosím svým e-mailem a heslem.' },
  ADMIN_ONLY: { status: undefined, message: 'Do administrace mají přístup jen administrátoři. Váš účet toto oprávnění nemá.' },
  NEWSLETTER_SEND_FAILED: { status: undefined, message: 'Newsletter se nepodařilo odeslat. Zkuste to prosím znovu.' },
  // Personal API tokens
  API_TOKEN_INVALID: { status: 401, message: 'API token je neplatný, vypršel nebo byl zrušen.' },
  API_TOKEN_READ_ONLY: { status: 403, message: 'Tento API token smí jen číst. Pro změny vytvořte token s oprávněním k zápisu.' },
  API_TOKEN_NOT_ALLOWED: { status: 403, message: 'Tuto akci nelze provést s API tokenem. Přihlaste se prosím heslem.' },
  API_TOKEN_ADMIN_SCOPE: { status: 403, message: 'Oprávnění správce může mít jen token správce.' },
  API_TOKEN_NO_ADMIN_SCOPE: { status: 403, message: 'Tento API token nemá oprávnění správce. Pro administraci vytvořte token s oprávněním správce.' },
  API_TOKEN_LIMIT: { status: 409, message: 'Můžete mít nejvýše 20 platných tokenů. Nejprve některý zrušte.' },
  // What a casino offer is worth (issue #38 §1)
  BONUS_VALUE_TERMS_MISSING: { status: 400, message: 'U této nabídky nejsou zadané podmínky protočení, její hodnotu nelze spočítat.' },
  BONUS_VALUE_TERMS_INVALID: { status: 400, message: 'Z těchto podmínek protočení hodnotu spočítat nelze: některá je mimo povolený rozsah.' },
  BONUS_VALUE_GAME_NOT_FOUND: { status: 404, message: 'Nabídka nebo hra neexistuje, nebo se hra k nabídce nehraje.' },
  BONUS_EXPECTED_VALUE_REQUIRED: { status: 400, message: 'Zadejte očekávaný zisk, nebo podmínky protočení a hru, ze kterých se spočítá.' },
  VALUE_TERMS_CASINO_ONLY: { status: 400, message: 'Hodnotu bonusu lze zadat jen u kasinových nabídek (automaty, live casino, registrační).' },
  // Responsible play (issue #38)
  SELF_EXCLUSION_DECLARATION_MISSING: { status: 403, message: 'Před první kasinovou nabídkou potvrďte, že nejste v rejstříku vyloučených osob.' },
  CASINO_PAUSE: { status: undefined, message: 'Máte nastavenou pauzu od kasin, kasinové nabídky teď využít nelze.' },
  CASINO_PAUSED: { status: 403, message: 'Máte nastavenou pauzu od kasin, kasinovou nabídku teď nelze začít.' },
  CASINO_PAUSE_LOCKED: { status: 409, message: 'Pauzu od kasin nelze zrušit ani zkrátit, jen prodloužit.' },
  CASINO_PAUSE_NOT_FOUND: { status: 404, message: 'Pauzu od kasin nastavenou nemáte.' },
  OPERATOR_LICENSE_MISSING: { status: 400, message: 'Provozovatel nemá platnou licenci Ministerstva financí, nabídku nelze zveřejnit.' },
  OPERATOR_RESTRICTED: { status: 403, message: 'U tohoto provozovatele máte omezené bonusy nebo zrušený účet.' },
} as const satisfies Record<string, { status: number | undefined; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export class DomainError extends Error {
  readonly code: ErrorCode;
  /** Optional detail for logs and field-level reports (e.g. a withdrawal's reason); never replaces the message. */
  readonly details?: unknown;

  constructor(code: ErrorCode, details?: unknown) {
    super(ERROR_CATALOGUE[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status ?? 500;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export function errorMessage(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}

/** Known HTTP statuses of the client wrapper (spec section 8), plus the payment gateway's own error value. */
export const KNOWN_STATUSES = [200, 201, 202, 204, 400, 401, 403, 404, 500, 503] as const;
export const PAYMENT_GATEWAY_ERROR_STATUS = 100;

/**
 * What the client wrapper reports for a failed call: the server's error text, or the generic one,
 * with the status (500 when there is none).
 */
export function describeFailure(status: number | undefined, body: unknown): { status: number; error: string } {
  const serverText = typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : undefined;
  return {
    status: status ?? 500,
    error: typeof serverText === 'string' && serverText.trim() ? serverText : errorMessage('SERVER_ERROR'),
  };
}
