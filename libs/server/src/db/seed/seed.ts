import { DataSource, EntityManager } from 'typeorm';
import { addMonths, DEFAULT_SITE_SETTINGS, EligibilityRule, eligibleFromDate, evaluateEligibility, isoCalendarDate, pragueCalendarDate, generationPriceHalere, isPaidTier, NO_PAYMENT_SYMBOLS, offerValue, REQUIRED_CONSENTS, STEP_TEMPLATES, TERMS_VERSION, TIER_IDS, TIER_LIMITS, TierCode } from '@bonus/domain';
import { BonusHistoryEntryEntity } from '../../features/bonuses/bonus-history-entry.entity';
import { BonusEntity } from '../../features/bonuses/bonus.entity';
import { sanitizeRichText } from '../../features/bonuses/rich-text';
import { HiddenBonusEntity } from '../../features/bonuses/hidden-bonus.entity';
import { UserBonusProgressEntity } from '../../features/bonuses/user-bonus-progress.entity';
import { CompanyEntity } from '../../features/catalogue/company.entity';
import { GameStudioEntity } from '../../features/catalogue/game-studio.entity';
import { GameEntity } from '../../features/catalogue/game.entity';
import { FaqCategoryEntity } from '../../features/faq/faq-category.entity';
import { FaqEntity } from '../../features/faq/faq.entity';
import { InvestmentCategoryEntity } from '../../features/investments/investment-category.entity';
import { InvestmentProductEntity } from '../../features/investments/investment-product.entity';
import { OrderEntity } from '../../features/orders/order.entity';
import { PromoCodeEntity } from '../../features/orders/promo-code.entity';
import { SubscriptionPaymentEntity } from '../../features/orders/subscription-payment.entity';
import { PayoutTransactionEntity } from '../../features/payouts/payout-transaction.entity';
import { randomReferralCode } from '../../features/referrals/referral-code';
import { ReferralCodeEntity } from '../../features/referrals/referral-code.entity';
import { ReferralRewardEntity } from '../../features/referrals/referral-reward.entity';
import { ReferralEntity } from '../../features/referrals/referral.entity';
import { GenerationEntity } from '../../features/tiers/generation.entity';
import { TierEntity } from '../../features/tiers/tier.entity';
import { UserConsentEntity } from '../../features/users/user-consent.entity';
import { UserEntity } from '../../features/users/user.entity';
import { BANKS, CASINOS, DEMO_BONUSES, DEMO_STEP_DEADLINES, DemoRule, GAMES, ValidityWindow } from './catalogue-data';
import { MemberAccountEntity } from '../../features/member-accounts/member-account.entity';
import { EligibilityReminderEntity } from '../../features/bonuses/eligibility-reminder.entity';
import { OperatorStatusEntity } from '../../features/responsible-play/operator-status.entity';
import { BonusTermsVersionEntity } from '../../features/bonuses/bonus-terms-version.entity';
import { insertStatement } from '../../features/bank-statements/bank-statement.queries';
import { FAQS, INVESTMENT_CATEGORIES } from './content-data';
import { DEMO_USERS, INVITED_MEMBERS } from './demo-users';
import { seedCommunityResults } from './community-results';
import { ensureReferenceData } from './reference-data';
import { BANK_CODES } from '../migrations/1797800000000-bank-statements';
import { PROMO_CODES } from './tiers-data';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Loads the Czech demo catalogue and demo members into an empty database, in one transaction.
 * Returns false (and changes nothing) when the database already has data.
 */
export async function seedDemoData(dataSource: DataSource, now: Date = new Date()): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    // Serialise concurrent seeders (two `npm start`s, parallel test files) on one advisory lock.
    await manager.query('SELECT pg_advisory_xact_lock(74201)');
    // Tiers and generations may already be there (the migration command inserts them); members may not.
    if ((await manager.count(UserEntity)) > 0 || (await manager.count(BonusEntity)) > 0) return false;
    await ensureReferenceData(manager);
    const generations = await manager.find(GenerationEntity, { order: { number: 'ASC' } });
    const bonuses = await seedCatalogue(manager, now);
    await seedContent(manager);
    await manager.insert(PromoCodeEntity, PROMO_CODES);
    await seedMembers(manager, generations[0], bonuses, now);
    await seedCommunityResults(manager, bonuses, now);
    return true;
  });
}

function validity(window: ValidityWindow, now: number): Pick<BonusEntity, 'startAt' | 'endAt' | 'visibilityStartAt' | 'visibilityEndAt'> {
  const at = (offset: number) => new Date(now + offset);
  switch (window) {
    case 'upcoming':
      return { startAt: at(2 * DAY), endAt: at(30 * DAY), visibilityStartAt: at(-DAY), visibilityEndAt: null };
    case 'expiring-hour':
      return { startAt: at(-10 * DAY), endAt: at(40 * 60_000), visibilityStartAt: null, visibilityEndAt: null };
    case 'expiring-day':
      return { startAt: at(-5 * DAY), endAt: at(20 * HOUR), visibilityStartAt: null, visibilityEndAt: null };
    case 'expired':
      return { startAt: at(-60 * DAY), endAt: at(-2 * DAY), visibilityStartAt: null, visibilityEndAt: null };
    case 'hidden-until-later':
      return { startAt: at(-DAY), endAt: at(40 * DAY), visibilityStartAt: at(5 * DAY), visibilityEndAt: null };
    case 'active':
      return { startAt: at(-7 * DAY), endAt: at(25 * DAY), visibilityStartAt: null, visibilityEndAt: null };
  }
}

async function seedCatalogue(manager: EntityManager, now: Date): Promise<BonusEntity[]> {
  const bankCodes = new Map(BANK_CODES);
  const companies = await manager.save(CompanyEntity, [
    ...BANKS.map((name) => manager.create(CompanyEntity, { name, bankCode: bankCodes.get(name) ?? null, kind: 'bank' })),
    ...CASINOS.map((name, index) => manager.create(CompanyEntity, { name, bankCode: null, kind: 'casino', ...demoLicense(index, now) })),
  ]);
  const studioNames = [...new Set(GAMES.map((g) => g.studio))];
  const studios = await manager.save(GameStudioEntity, studioNames.map((name) => manager.create(GameStudioEntity, { name })));
  const games = await manager.save(
    GameEntity,
    GAMES.map((g) =>
      manager.create(GameEntity, {
        name: g.name,
        gameStudioId: studios.find((s) => s.name === g.studio)!.id,
        rtp: g.rtp,
        volatility: g.volatility,
        urlLink: `https://www.google.com/search?q=${encodeURIComponent(g.name)}`,
      }),
    ),
  );
  const bonuses = DEMO_BONUSES.map((demo, index) => {
    const offerGames = (demo.games ?? []).map((name) => games.find((g) => g.name === name)!);
    // One value per offer, as the admin form saves it: computed from the terms where there are terms (issue #53).
    const valueCzk = offerValue(demo.valueTerms ?? null, offerGames)?.expectedValue ?? demo.valueCzk;
    return manager.create(BonusEntity, {
      name: demo.name,
      descriptionHtml: sanitizeRichText(`<p>${demo.name}. Postupujte přesně podle kroků a podmínek akce.</p>`),
      ...validity(demo.window, now.getTime()),
      createdAt: new Date(now.getTime() - (DEMO_BONUSES.length - index) * HOUR),
      visible: demo.visible ?? true,
      expectedValueHalere: valueCzk * 100,
      neededCapitalHalere: demo.capitalCzk * 100,
      specialMark: demo.mark,
      urlBonusConditions: `https://example.cz/podminky/${index + 1}`,
      urlLink: `https://example.cz/bonus/${index + 1}`,
      riskRate: demo.risk,
      companyId: companies.find((c) => c.name === demo.company)!.id,
      bonusType: demo.type,
      renewingDays: demo.renewingDays ?? [],
      eligibilityRules: (demo.rules ?? []).map((rule) => withCompanyId(rule, companies)),
      valueTerms: demo.valueTerms ?? null,
      games: offerGames,
      steps: STEP_TEMPLATES[demo.type].map((template, position) => ({
        position,
        title: template.title,
        subtitle: template.subtitle,
        descriptionHtml: sanitizeRichText(template.description),
        icon: template.icon,
        category: template.id,
        deadlineDays: DEMO_STEP_DEADLINES[template.id] ?? null,
        requirement: template.id === 'fulfil-conditions' ? (demo.requirement ?? null) : null,
      })),
    });
  });
  const saved = await manager.save(BonusEntity, bonuses);
  await manager.insert(BonusTermsVersionEntity, saved.map((bonus) => ({ bonusId: bonus.id, version: 1, createdAt: bonus.createdAt, changes: [] })));
  return saved;
}

/** Every demo casino holds a licence of the Ministry of Finance valid for two more years (demo numbers, not the real ones). */
function demoLicense(index: number, now: Date): Pick<CompanyEntity, 'licenseNumber' | 'licenseValidUntil'> {
  return { licenseNumber: `MF-DEMO-${String(index + 1).padStart(3, '0')}`, licenseValidUntil: new Date(now.getTime() + 730 * DAY) };
}

function withCompanyId(rule: DemoRule, companies: readonly CompanyEntity[]): EligibilityRule {
  if (!('company' in rule)) return rule;
  const { company, ...rest } = rule;
  return { ...rest, company_id: companies.find((c) => c.name === company)!.id } as EligibilityRule;
}

/**
 * Accounts the demo members hold or held, so every eligibility state shows (issue #36): the free member
 * closed a MONETA account four months ago (claimable from a date, with a reminder set) and holds one at
 * Raiffeisenbank (not claimable); the premium member closed a Betano account a month ago and has limited stakes at Merkur.
 */
async function seedClaimPlanner(manager: EntityManager, users: Map<string, UserEntity>, bonuses: BonusEntity[], now: Date): Promise<void> {
  const companies = await manager.find(CompanyEntity);
  const companyId = (name: string) => companies.find((c) => c.name === name)!.id;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const free = users.get('demo-free')!;
  const premium = users.get('demo-premium')!;
  const accounts = [
    { userId: free.id, companyId: companyId('MONETA Money Bank'), openedAt: ago(3 * 365), closedAt: ago(120), source: 'manual' as const },
    { userId: free.id, companyId: companyId('Raiffeisenbank'), openedAt: ago(2 * 365), closedAt: null, source: 'manual' as const },
    { userId: premium.id, companyId: companyId('Betano'), openedAt: ago(400), closedAt: ago(30), source: 'manual' as const },
    { userId: premium.id, companyId: companyId('Air Bank'), openedAt: ago(150), closedAt: null, source: 'bonus' as const },
  ];
  await manager.insert(MemberAccountEntity, accounts);
  const moneta = bonuses.find((bonus) => bonus.companyId === companyId('MONETA Money Bank'))!;
  const eligibility = evaluateEligibility(moneta.eligibilityRules, {
    now,
    birthDate: null,
    accounts: accounts.filter((account) => account.userId === free.id),
    finishedThisOffer: false,
    companyName: (id) => companies.find((c) => c.id === id)!.name,
  });
  await manager.insert(EligibilityReminderEntity, { userId: free.id, bonusId: moneta.id, remindAt: eligibleFromDate(eligibility)! });
  await seedStatements(manager, premium, free, now);
  // Merkur limited the premium member's stakes (issue #38): recorded, and it does not keep its offers from them.
  await manager.insert(OperatorStatusEntity, { userId: premium.id, companyId: companyId('Merkur Casino'), status: 'stake_limited', since: ago(60) });
}

/**
 * Demo members' imported statements (issue #37): the premium member's Česká spořitelna account (card
 * payments, a bet, income), and the free member's Komerční banka account, whose card payments of today
 * count toward the KB offer they work on (2 of 3) while the bet does not.
 */
async function seedStatements(manager: EntityManager, premium: UserEntity, free: UserEntity, now: Date): Promise<void> {
  const day = (daysAgo: number) => isoCalendarDate(pragueCalendarDate(new Date(now.getTime() - daysAgo * DAY)));
  const entry = (reference: string, daysAgo: number, amountCzk: number, counterpartyName: string, bankTransactionCode: string, merchantCategoryCode: string | null = null) => ({
    reference, bookedOn: day(daysAgo), amountHalere: amountCzk * 100, currency: 'CZK', bankTransactionCode, counterpartyName, counterpartyAccount: null, symbols: NO_PAYMENT_SYMBOLS, description: counterpartyName, merchantCategoryCode,
  });
  const card = 'PMNT/CCRD/POSD';
  await insertStatement(manager, premium.id, {
    format: 'camt053',
    account: { prefix: '19', number: '2000145399', bankCode: '0800' },
    from: day(20),
    to: day(1),
    entries: [
      entry('DEMO-1', 18, 32_000, 'Mzda', 'PMNT/RCDT/DMCT'),
      entry('DEMO-2', 12, -450, 'ALBERT PRAHA', card, '5411'),
      entry('DEMO-3', 9, -500, 'TIPSPORT.CZ', card, '7995'),
      entry('DEMO-4', 4, -1_290, 'ROHLIK.CZ', card, '5411'),
    ],
    skipped: [],
  }, '0800');
  await insertStatement(manager, free.id, {
    format: 'camt053',
    account: { prefix: '', number: '1234567899', bankCode: '0100' },
    from: day(0),
    to: day(0),
    entries: [entry('DEMO-KB-1', 0, -320, 'LIDL PRAHA', card, '5411'), entry('DEMO-KB-2', 0, -1_000, 'TIPSPORT.CZ', card, '7995'), entry('DEMO-KB-3', 0, -185, 'DM DROGERIE', card, '5977')],
    skipped: [],
  }, '0100');
}

async function seedContent(manager: EntityManager): Promise<void> {
  for (const [position, { products, ...category }] of INVESTMENT_CATEGORIES.entries()) {
    const saved = await manager.save(InvestmentCategoryEntity, manager.create(InvestmentCategoryEntity, { ...category, prosList: [...category.prosList], consList: [...category.consList], position }));
    await manager.save(
      InvestmentProductEntity,
      products.map((p, index) =>
        manager.create(InvestmentProductEntity, {
          investmentCategoryId: saved.id,
          companyName: p.companyName,
          name: p.name,
          description: `${p.name}: ${category.shortDescription}`,
          prosList: [...category.prosList.slice(0, 2)],
          consList: [...category.consList.slice(0, 1)],
          expectedReturn: p.expectedReturn,
          investHorizonId: p.horizon,
          neededCapitalHalere: p.capital * 100,
          riskRate: p.risk,
          stepList: [
            { title: 'Založte si účet', description: `Zaregistrujte se u ${p.companyName} a ověřte svou totožnost.` },
            { title: 'Nastavte trvalý příkaz', description: 'Posílejte pravidelnou částku, kterou si můžete dlouhodobě dovolit.' },
            { title: 'Kontrolujte, ale neprodávejte v panice', description: 'Dívejte se na výsledky jednou za čtvrtletí a držte se plánu.' },
          ],
          urlLink: p.url,
          recommended: p.recommended,
          position: index,
        }),
      ),
    );
  }
  const categoryNames = [...new Set(FAQS.map((f) => f.category))];
  const categories = await manager.save(FaqCategoryEntity, categoryNames.map((name, position) => manager.create(FaqCategoryEntity, { name, position })));
  await manager.save(
    FaqEntity,
    FAQS.map((f, position) => manager.create(FaqEntity, { ...f, faqCategoryId: categories.find((c) => c.name === f.category)!.id, position })),
  );
}

async function seedMembers(manager: EntityManager, generation: GenerationEntity, bonuses: BonusEntity[], now: Date): Promise<void> {
  const tiers = await manager.find(TierEntity);
  const tierOf = (code: TierCode) => tiers.find((t) => t.code === code)!;
  const monthlyPrice = (code: TierCode) => generationPriceHalere(tierOf(code).basePriceHalere, generation.number);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  const users = new Map<string, UserEntity>();
  for (const [index, demo] of DEMO_USERS.entries()) {
    const user = await manager.save(UserEntity, manager.create(UserEntity, {
      firebaseUid: demo.uid, admin: demo.admin, email: demo.email, name: demo.nickname, firstName: demo.firstName, lastName: demo.lastName,
      birthDate: `${1985 + index}-0${index + 3}-1${index}`, tierId: TIER_IDS[demo.tier], generationId: demo.tier === 'free' ? null : generation.id,
      createdAt: ago(200 - index * 10), bankAccount: demo.tier === 'premium' && !demo.admin ? '19-2000145399/0800' : null,
    }));
    users.set(demo.uid, user);
  }
  const invited = [];
  for (const [index, member] of INVITED_MEMBERS.entries()) {
    invited.push({ member, user: await manager.save(UserEntity, manager.create(UserEntity, {
      firebaseUid: null, email: `${member.nickname.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '')}@example.cz`,
      name: member.nickname, firstName: member.firstName, lastName: member.lastName, tierId: TIER_IDS[member.tier],
      generationId: member.tier === 'free' ? null : generation.id, createdAt: ago(120 - index * 15),
    })) });
  }

  const everyone = [...users.values(), ...invited.map((i) => i.user)];
  // Everyone registered with the required consents (the demo orders are bought under that waiver).
  await manager.insert(
    UserConsentEntity,
    everyone.flatMap((user) => Object.keys(REQUIRED_CONSENTS).map((kind) => ({ userId: user.id, kind: kind as keyof typeof REQUIRED_CONSENTS, granted: true, termsVersion: TERMS_VERSION, recordedAt: user.createdAt }))),
  );
  // ...and declared, a day later, that they are not in the register of excluded persons (issue #38).
  await manager.insert(UserConsentEntity, everyone.map((user) => ({ userId: user.id, kind: 'casino_self_exclusion' as const, granted: true, termsVersion: TERMS_VERSION, recordedAt: new Date(user.createdAt.getTime() + DAY) })));
  const orders = new Map<string, OrderEntity>();
  for (const user of everyone) {
    const code = tiers.find((t) => t.id === user.tierId)!.code;
    if (!isPaidTier(code)) continue;
    orders.set(user.id, await manager.save(OrderEntity, manager.create(OrderEntity, {
      userId: user.id, tierId: user.tierId, generationId: generation.id, amountHalere: monthlyPrice(code), lastPaidAmountHalere: monthlyPrice(code),
      status: 'active', subscriptionScope: 'registration', provider: 'local', createdAt: user.createdAt, expiresAt: new Date(now.getTime() + 20 * DAY),
      activatedAt: user.createdAt, paidPeriods: 1, digitalContentWaiverAt: user.createdAt, digitalContentWaiverTermsVersion: TERMS_VERSION,
    })));
  }
  // The paid period of each order as its payment record, made when the period began (a month before it ends): the
  // member's Členství tab lists payments, and the admin's order, income and revenue figures come from the same records (issue #58).
  await manager.insert(
    SubscriptionPaymentEntity,
    [...orders.values()].map((order) => ({ id: `local:${order.id}:first`, orderId: order.id, amountHalere: order.amountHalere, providerPaymentId: null, paidAt: addMonths(order.expiresAt!, -1) })),
  );
  await manager.update(GenerationEntity, generation.id, { currentLoad: orders.size });

  await seedBonusActivity(manager, users, bonuses, now);
  await seedClaimPlanner(manager, users, bonuses, now);
  await seedReferrals(manager, users, invited, orders, now);
}

async function seedBonusActivity(manager: EntityManager, users: Map<string, UserEntity>, bonuses: BonusEntity[], now: Date): Promise<void> {
  const completedPerMember: Record<string, number> = { 'demo-free': 2, 'demo-basic': 7, 'demo-premium': 14, 'demo-admin': 3 };
  // Offers that have started: nobody completes or works on an offer before it opens.
  const completable = bonuses.filter((b) => b.visible && b.startAt <= now && b.endAt.getTime() > now.getTime() - 3 * DAY);
  // Only the newest result falls in this month, whatever day the demo is seeded on, so a member's
  // monthly limits (and the locks they cause) look the same on the 1st and on the 30th.
  const beforeThisMonth = now.getTime() - pragueCalendarDate(now).day * DAY;
  for (const [uid, count] of Object.entries(completedPerMember)) {
    const user = users.get(uid)!;
    const entries = completable.slice(0, count).map((bonus, index) => {
      // Spread over the last six months; profits vary around the expected value and sometimes lose.
      const swing = [1, 0.8, 1.2, 0.6, 1.1, -0.2, 0.9][index % 7];
      return manager.create(BonusHistoryEntryEntity, {
        userId: user.id, bonusId: bonus.id, note: index % 3 === 0 ? 'Připsáno na účet' : '',
        reachedProfitHalere: Math.round((bonus.expectedValueHalere * swing) / 100) * 100,
        createdAt: new Date(index === 0 ? now.getTime() - HOUR : beforeThisMonth - ((index * 13) % 150) * DAY),
      });
    });
    await manager.save(BonusHistoryEntryEntity, entries);
    const tierCode = (await manager.findOneByOrFail(TierEntity, { id: user.tierId })).code;
    await manager.update(UserEntity, user.id, {
      completedBonusCount: entries.length,
      bonusRevenueHalere: entries.reduce((sum, e) => sum + e.reachedProfitHalere, 0),
    });
    const inProgress = completable.slice(count, count + 2);
    // Started an hour ago: they count in this month's take (libs/domain bonus-limits).
    await manager.save(UserBonusProgressEntity, inProgress.map((bonus, index) => manager.create(UserBonusProgressEntity, { userId: user.id, bonusId: bonus.id, stepIdx: index + 1, startedAt: new Date(now.getTime() - HOUR) })));
    if (TIER_LIMITS[tierCode].casinoBonuses > 0) {
      const casino = completable.slice(count + 2).find((b) => b.bonusType !== 'bank');
      if (casino) await manager.insert(HiddenBonusEntity, { userId: user.id, bonusId: casino.id });
    }
  }
}

async function seedReferrals(
  manager: EntityManager,
  users: Map<string, UserEntity>,
  invited: { member: (typeof INVITED_MEMBERS)[number]; user: UserEntity }[],
  orders: Map<string, OrderEntity>,
  now: Date,
): Promise<void> {
  const codes = new Map<string, ReferralCodeEntity>();
  for (const [uid, count] of Object.entries({ 'demo-premium': 2, 'demo-basic': 1, 'demo-free': 1 })) {
    const saved = await manager.save(ReferralCodeEntity, Array.from({ length: count }, () => manager.create(ReferralCodeEntity, { userId: users.get(uid)!.id, code: randomReferralCode(), inUse: true })));
    codes.set(uid, saved[0]);
  }
  const rewardsByReferrer = new Map<string, number>();
  for (const { member, user } of invited) {
    const referrer = users.get(member.referrer)!;
    const referral = await manager.save(ReferralEntity, manager.create(ReferralEntity, {
      referrerId: referrer.id, referredId: user.id, referralCodeId: codes.get(member.referrer)!.id, createdAt: user.createdAt,
    }));
    const order = orders.get(user.id);
    if (!order) continue;
    const share = (await manager.findOneByOrFail(TierEntity, { id: referrer.tierId })).referralRewardPercent;
    // One reward for each month the invited member has paid since joining (the latest five days ago).
    const monthsPaid = Math.floor((now.getTime() - user.createdAt.getTime() - 5 * DAY) / (30 * DAY)) + 1;
    const rewards = Array.from({ length: monthsPaid }, (_, month) => manager.create(ReferralRewardEntity, {
      referralId: referral.id, orderId: order.id, providerPaymentId: `seed-${order.id}-${month}`,
      amountHalere: Math.round((order.lastPaidAmountHalere * share) / 100),
      createdAt: new Date(now.getTime() - (month * 30 + 5) * DAY),
    }));
    await manager.save(ReferralRewardEntity, rewards);
    rewardsByReferrer.set(referrer.id, (rewardsByReferrer.get(referrer.id) ?? 0) + rewards.reduce((s, r) => s + r.amountHalere, 0));
  }
  // A withdrawal of the minimum asked for today and still pending (the admin's Výplaty), where the balance left after it
  // is still enough for the member to show a withdrawal of their own; nothing below the minimum is ever requested.
  const minimum = DEFAULT_SITE_SETTINGS.minWithdrawal * 100;
  for (const [referrerId, earned] of rewardsByReferrer) {
    const referrer = [...users.values()].find((u) => u.id === referrerId)!;
    const pending = referrer.bankAccount && earned >= 2 * minimum ? minimum : 0;
    if (pending > 0) {
      await manager.insert(PayoutTransactionEntity, { userId: referrerId, amountHalere: pending, status: 'pending', note: 'Výběr na žádost', bankAccount: referrer.bankAccount!, createdAt: now });
    }
    await manager.update(UserEntity, referrerId, { referralRevenueHalere: earned, balanceHalere: earned - pending });
  }
}
