import { BonusType } from './bonuses';

export interface StepTemplate {
  /** Stable template id; a time suffix is added when an admin puts it into a bonus. */
  id: string;
  title: string;
  subtitle: string;
  description: string;
  icon: string;
}

const registration: StepTemplate = {
  id: 'registration',
  title: 'Registrace',
  subtitle: 'Založte si účet přes náš odkaz',
  description: '<p>Otevřete odkaz na bonus a vyplňte registrační formulář. Použijte své skutečné údaje.</p>',
  icon: '📝',
};

const verification: StepTemplate = {
  id: 'verification',
  title: 'Ověření účtu',
  subtitle: 'Potvrďte svou totožnost',
  description: '<p>Nahrajte doklad totožnosti nebo se ověřte přes bankovní identitu. Ověření obvykle trvá do 24 hodin.</p>',
  icon: '🪪',
};

const firstDeposit: StepTemplate = {
  id: 'first-deposit',
  title: 'První vklad',
  subtitle: 'Vložte minimální částku z podmínek',
  description: '<p>Vložte přesně částku uvedenou v podmínkách bonusu. Vyšší vklad zvyšuje riziko.</p>',
  icon: '💳',
};

const freeSpins: StepTemplate = {
  id: 'free-spins',
  title: 'Aktivace free spinů',
  subtitle: 'Zapněte bonus ve svém profilu',
  description: '<p>V sekci bonusů na svém účtu aktivujte volná zatočení dříve, než začnete hrát.</p>',
  icon: '🎁',
};

const wagering: StepTemplate = {
  id: 'wagering',
  title: 'Protočení bonusu',
  subtitle: 'Splňte podmínku protočení',
  description: '<p>Protočte výhru z bonusu podle podmínek. Hrajte hry s vysokým RTP a nízkou volatilitou.</p>',
  icon: '🎰',
};

/** Predefined steps an admin can add to a bonus of each type (spec section 3). */
export const STEP_TEMPLATES: Record<BonusType, readonly StepTemplate[]> = {
  bank: [
    { ...registration, title: 'Registrace', subtitle: 'Založte si účet online' },
    { ...verification, id: 'identity-verification', title: 'Ověření identity' },
    {
      id: 'service-activation',
      title: 'Aktivace služby',
      subtitle: 'Aktivujte kartu nebo internetové bankovnictví',
      description: '<p>Aktivujte platební kartu a přihlaste se do aplikace banky.</p>',
      icon: '🏦',
    },
    {
      id: 'fulfil-conditions',
      title: 'Splnění podmínek',
      subtitle: 'Plaťte kartou nebo pošlete příchozí platbu',
      description: '<p>Splňte podmínky akce, typicky několik plateb kartou nebo pravidelnou příchozí platbu.</p>',
      icon: '✅',
    },
    {
      id: 'bonus-credit',
      title: 'Připsání bonusu',
      subtitle: 'Počkejte na odměnu na účtu',
      description: '<p>Banka připíše odměnu obvykle do konce následujícího měsíce. Zkontrolujte výpis.</p>',
      icon: '💰',
    },
  ],
  live: [
    registration,
    verification,
    { ...firstDeposit, id: 'qualifying-deposit', title: 'Kvalifikační vklad' },
    {
      id: 'play-live',
      title: 'Hra v live kasinu',
      subtitle: 'Odehrajte požadované sázky',
      description: '<p>Odehrajte sázky v live hrách podle podmínek bonusu. Nesázejte víc, než si můžete dovolit.</p>',
      icon: '🃏',
    },
  ],
  slot: [registration, verification, firstDeposit, freeSpins, { ...wagering, title: 'Protočení na automatech' }],
  registration: [freeSpins, wagering],
};

/** Id under which a template is stored in a bonus: unique per addition, e.g. "registration-1732262400000". */
export function stepIdWithTimeSuffix(templateId: string, now: number = Date.now()): string {
  return `${templateId}-${now}`;
}
