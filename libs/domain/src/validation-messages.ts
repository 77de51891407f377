/**
 * Field validation texts of spec section 5, word for word, each defined once. Texts the spec leaves
 * open (first and last name, the digital-content waiver, bank account, withdrawal, earnings) are ours.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email je povinný',
  emailFormat: 'Neplatný formát emailu',
  passwordRequired: 'Heslo je povinné',
  passwordMinLength: 'Heslo musí mít alespoň 8 znaků',
  passwordStrength: 'Heslo musí mít alespoň 8 znaků, velké a malé písmeno, číslo a speciální znak.',
  passwordsMismatch: 'Hesla se neshodují',
  nicknameRequired: 'Přezdívka je povinná',
  nicknameMinLength: 'Přezdívka musí mít alespoň 3 znaky',
  birthDateRequired: 'Datum narození je povinné',
  underage: 'Musíte být starší 18 let',
  ageNotConfirmed: 'Musíte potvrdit věk',
  termsNotAccepted: 'Musíte souhlasit s podmínkami',
  digitalContentWaiverRequired: 'Musíte souhlasit se zpřístupněním digitálního obsahu před uplynutím lhůty pro odstoupení (§ 1837 písm. l) NOZ)',
  firstNameRequired: 'Jméno je povinné',
  lastNameRequired: 'Příjmení je povinné',
  forgotPasswordEmptyEmail: 'Vyplňte prosím email',
  forgotPasswordInvalidEmail: 'Zadejte platný email',
  fieldRequired: 'toto pole je povinné',
  newPasswordMismatch: 'Nové heslo a potvrzení se neshodují.',
  changeEmailFormat: 'neplatný formát emailu',
  bankAccountInvalid: 'Neplatné číslo účtu. Zadejte ho ve tvaru předčíslí-číslo/kód banky.',
  withdrawalAmountRequired: 'Zadejte částku výběru',
  withdrawalAmountPositive: 'Částka musí být větší než 0 Kč',
  withdrawalOverBalance: 'Částka nesmí převýšit váš zůstatek',
  withdrawalNoBankAccount: 'Nejdříve si uložte bankovní účet',
  earningsAmountRequired: 'Zadejte dosažený výdělek',
  earningsAmountNumber: 'Výdělek musí být číslo',
  adminRequired: 'Toto pole je povinné',
  adminNumber: 'Zadejte číslo',
  adminUrl: 'Zadejte platnou adresu URL (https://…)',
  adminVisibilityWindow: 'Konec zobrazení musí být po jeho začátku',
  adminValidityWindow: 'Konec platnosti musí být po jejím začátku',
  adminStepRequired: 'Vyplňte název, podtitul a popis kroku',
  adminRisk: 'Vyberte míru rizika 1 až 5',
  autoWithdrawNeedsBankAccount: 'Automatický výběr lze zapnout až po uložení bankovního účtu',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
