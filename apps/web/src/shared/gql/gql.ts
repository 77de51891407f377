/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      ...MeFields\n    }\n  }\n": typeof types.RegisterUserDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PromoCode($code: String!) {\n    promoCode(code: $code) {\n      code\n      discountPercent\n      months\n    }\n  }\n": typeof types.PromoCodeDocument,
    "\n  query RegistrationStatus {\n    registrationStatus\n  }\n": typeof types.RegistrationStatusDocument,
    "\n  query ReferralPage($referralCode: String!) {\n    referralPage(referralCode: $referralCode) {\n      referencerName\n      referralCode\n    }\n  }\n": typeof types.ReferralPageDocument,
    "\n  mutation SendReferralEmail($email: String!, $referralCode: String!) {\n    sendReferralEmail(email: $email, referralCode: $referralCode)\n  }\n": typeof types.SendReferralEmailDocument,
    "\n  query BonusHistory($input: BonusHistoryQueryInput) {\n    bonusHistory(input: $input) {\n      items {\n        ...HistoryEntryFields\n      }\n      totalCount\n      totals {\n        reachedProfit\n        expectedValue\n      }\n      currentPage\n      itemsPerPage\n    }\n  }\n": typeof types.BonusHistoryDocument,
    "\n  mutation UpdateBonusHistoryEntry($id: Int!, $reachedProfit: Int!, $note: String, $confirmUnusual: Boolean) {\n    updateBonusHistoryEntry(input: { id: $id, reachedProfit: $reachedProfit, note: $note, confirmUnusual: $confirmUnusual }) {\n      ...HistoryEntryFields\n    }\n  }\n": typeof types.UpdateBonusHistoryEntryDocument,
    "\n  mutation ReturnBonus($historyId: Int!) {\n    returnBonus(historyId: $historyId)\n  }\n": typeof types.ReturnBonusDocument,
    "\n  query OfferValues($bonusId: Int!) {\n    offerValues(bonusId: $bonusId) {\n      game {\n        id\n        name\n        rtp\n        volatility\n      }\n      value {\n        ...BonusValueFigures\n      }\n    }\n  }\n": typeof types.OfferValuesDocument,
    "\n  query Bonuses {\n    bonuses {\n      id\n      name\n      description\n      startTimestamp\n      endTimestamp\n      expectedValue\n      neededCapital\n      specialMark\n      stepList {\n        id\n        title\n        subtitle\n        description\n        icon\n        order\n        category\n        deadlineDays\n        requirement {\n          kind\n          count\n          minAmount\n          withinDays\n        }\n      }\n      urlBonusConditions\n      urlLink\n      riskRate\n      company {\n        id\n        name\n      }\n      bonusTypeName\n      stepIdx\n      games {\n        id\n        name\n        gameStudio\n        rtp\n        volatility\n        urlLink\n      }\n      lock {\n        code\n        message\n        upgradable\n      }\n      eligibility {\n        eligible\n        reasons {\n          code\n          message\n          eligibleFrom\n        }\n        remindTimestamp\n      }\n      eligibilityRules {\n        kind\n        companyId\n        months\n        min\n        max\n      }\n      deadlines {\n        steps {\n          dueTimestamp\n          missed\n        }\n        nextDueTimestamp\n        overdue\n      }\n      requirementProgress {\n        done\n        needed\n        met\n        remainingDays\n        counted {\n          id\n          bookedTimestamp\n          amount\n          counterparty\n        }\n      }\n      termsVersion\n      startedTermsVersion\n      startedTimestamp\n      termsChanged\n      earningsStats {\n        n\n        median\n        p25\n        p75\n      }\n    }\n  }\n": typeof types.BonusesDocument,
    "\n  mutation RecordBonusProgress($bonusId: Int!, $stepIdx: Int!) {\n    recordBonusProgress(bonusId: $bonusId, stepIdx: $stepIdx) {\n      bonusId\n      stepIdx\n    }\n  }\n": typeof types.RecordBonusProgressDocument,
    "\n  mutation HideBonus($id: Int!) {\n    hideBonus(id: $id)\n  }\n": typeof types.HideBonusDocument,
    "\n  mutation CompleteBonus($input: CompleteBonusInput!) {\n    completeBonus(input: $input) {\n      ...HistoryEntryFields\n    }\n  }\n": typeof types.CompleteBonusDocument,
    "\n  mutation RemindWhenEligible($bonusId: Int!) {\n    remindWhenEligible(bonusId: $bonusId)\n  }\n": typeof types.RemindWhenEligibleDocument,
    "\n  mutation ForgetEligibilityReminder($bonusId: Int!) {\n    forgetEligibilityReminder(bonusId: $bonusId)\n  }\n": typeof types.ForgetEligibilityReminderDocument,
    "\n  query BonusTerms($bonusId: Int!) {\n    bonusTerms(bonusId: $bonusId) {\n      version\n      createdTimestamp\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": typeof types.BonusTermsDocument,
    "\n  query Companies {\n    companies {\n      id\n      name\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  mutation DeclareCasinoSelfExclusion {\n    declareCasinoSelfExclusion {\n      declaredAt\n    }\n  }\n": typeof types.DeclareCasinoSelfExclusionDocument,
    "\n  query BonusValue($input: BonusValueInput!) {\n    bonusValue(input: $input) {\n      ...BonusValueFigures\n    }\n  }\n": typeof types.BonusValueDocument,
    "\n  query InvestmentCategories {\n    investmentCategories { id name color subtitle shortDescription description prosList consList avgExpectedReturn avgRiskRate }\n  }\n": typeof types.InvestmentCategoriesDocument,
    "\n  query Investments($investmentCategoryId: Int!) {\n    investments(investmentCategoryId: $investmentCategoryId) {\n      id companyName name description prosList consList expectedReturn investHorizontId neededCapital riskRate stepList { title description } urlLink recommended\n    }\n  }\n": typeof types.InvestmentsDocument,
    "\n  query BonusStats($timePeriod: StatsPeriod) {\n    bonusHistoryStats(timePeriod: $timePeriod) {\n      month\n      reachedProfit\n      successRate\n      bonuses\n    }\n  }\n": typeof types.BonusStatsDocument,
    "\n  query EarningsSummary {\n    me {\n      id\n      bonusRevenue\n      potentialBonusRevenue\n      bonusHistoryLen\n    }\n    referralRewardsTotal\n  }\n": typeof types.EarningsSummaryDocument,
    "\n  query RiskOverview {\n    riskOverview {\n      capitalTiedUp\n      averageRisk\n      capitalByRisk { riskRate capital }\n      startedBonuses { id name neededCapital riskRate endTimestamp }\n      monthReturn\n      maxMonthReturn\n      monthReturnPercent\n      returnLevel\n    }\n  }\n": typeof types.RiskOverviewDocument,
    "\n  query UpcomingDeadlines {\n    bonuses {\n      id\n      name\n      stepIdx\n      stepList {\n        id\n        title\n      }\n      deadlines {\n        steps {\n          dueTimestamp\n          missed\n        }\n        nextDueTimestamp\n        overdue\n      }\n    }\n  }\n": typeof types.UpcomingDeadlinesDocument,
    "\n  query Referrals($referredPage: PageInput, $payoutsPage: PageInput) {\n    me {\n      ...PayoutSettingsFields\n      balance\n      paidOut\n      tier {\n        id\n        referralReward\n      }\n    }\n    referralCodes {\n      ...ReferralCodeFields\n    }\n    referredUsers(page: $referredPage) {\n      items {\n        name\n        creationTimestamp\n        tierName\n        referencerReward\n      }\n      totalCount\n      itemsPerPage\n    }\n    referralRewardsTotal\n    transactions(page: $payoutsPage) {\n      items {\n        ...TransactionFields\n      }\n      totals {\n        pending\n        paid\n        failed\n      }\n      totalCount\n      itemsPerPage\n    }\n  }\n": typeof types.ReferralsDocument,
    "\n  fragment ReferralCodeFields on ReferralCode {\n    id\n    code\n    inUse\n    creationTimestamp\n  }\n": typeof types.ReferralCodeFieldsFragmentDoc,
    "\n  fragment TransactionFields on Transaction {\n    id\n    amount\n    creationTimestamp\n    note\n    transStatusName\n    status\n    bankAccount\n  }\n": typeof types.TransactionFieldsFragmentDoc,
    "\n  query TransactionStats($timePeriod: StatsPeriod) {\n    transactionStats(timePeriod: $timePeriod) {\n      month\n      reward\n      paidOut\n    }\n  }\n": typeof types.TransactionStatsDocument,
    "\n  mutation CreateReferralCode {\n    createReferralCode {\n      ...ReferralCodeFields\n    }\n  }\n": typeof types.CreateReferralCodeDocument,
    "\n  mutation Withdraw($amount: Int!, $bankAccount: String!) {\n    withdraw(amount: $amount, bankAccount: $bankAccount) {\n      ...TransactionFields\n    }\n  }\n": typeof types.WithdrawDocument,
    "\n  fragment PayoutSettingsFields on UserProfile {\n    id\n    bankAccount\n    autoWithdraw\n  }\n": typeof types.PayoutSettingsFieldsFragmentDoc,
    "\n  mutation UpdatePayoutSettings($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...PayoutSettingsFields\n    }\n  }\n": typeof types.UpdatePayoutSettingsDocument,
    "\n  query MinWithdrawal {\n    minWithdrawal\n  }\n": typeof types.MinWithdrawalDocument,
    "\n  fragment MonthFields on MonthSummary {\n    month\n    completedCount\n    earnings\n    earningsByType { type count earnings }\n    successRate\n    referralIncome\n    payouts\n  }\n": typeof types.MonthFieldsFragmentDoc,
    "\n  query MonthlyReport($month: String) {\n    monthlyReport(month: $month) {\n      current { ...MonthFields }\n      previous { ...MonthFields }\n      change { completedCount earnings successRate referralIncome payouts }\n      taxPosition { ...TaxPositionFields }\n    }\n  }\n": typeof types.MonthlyReportDocument,
    "\n  query TaxReport($year: Int!) {\n    taxReport(year: $year) {\n      year\n      summary { ...TaxPositionFields }\n      entryCount\n    }\n  }\n": typeof types.TaxReportDocument,
    "\n  query TaxReportCsv($year: Int!) {\n    taxReportCsv(year: $year)\n  }\n": typeof types.TaxReportCsvDocument,
    "\n  query TaxReportPdf($year: Int!) {\n    taxReportPdf(year: $year)\n  }\n": typeof types.TaxReportPdfDocument,
    "\n  fragment RankedBonusFields on RankedBonus {\n    id\n    name\n    expectedValue\n    neededCapital\n    hours\n    valuePerHour\n    valuePerCzk\n    endTimestamp\n  }\n": typeof types.RankedBonusFieldsFragmentDoc,
    "\n  query WeeklyAnalysis {\n    weeklyAnalysis {\n      minutesPerStep\n      byHour { ...RankedBonusFields }\n      byCapital { ...RankedBonusFields }\n      expiringThisWeek { ...RankedBonusFields }\n    }\n  }\n": typeof types.WeeklyAnalysisDocument,
    "\n  query MemberAccounts {\n    memberAccounts {\n      id\n      company {\n        id\n        name\n      }\n      openedAt\n      closedAt\n      source\n    }\n    companies {\n      id\n      name\n    }\n  }\n": typeof types.MemberAccountsDocument,
    "\n  mutation CreateMemberAccount($input: MemberAccountCreateInput!) {\n    createMemberAccount(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateMemberAccountDocument,
    "\n  mutation UpdateMemberAccount($input: MemberAccountUpdateInput!) {\n    updateMemberAccount(input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateMemberAccountDocument,
    "\n  mutation DeleteMemberAccount($id: Int!) {\n    deleteMemberAccount(id: $id)\n  }\n": typeof types.DeleteMemberAccountDocument,
    "\n  query BankConnections {\n    bankConnections {\n      id\n      provider\n      account\n      status\n      statusMessage\n      connectedAt\n      lastSyncedAt\n    }\n  }\n": typeof types.BankConnectionsDocument,
    "\n  mutation ConnectBank($input: BankConnectionInput!) {\n    connectBank(input: $input) {\n      outcome\n      message\n      imported\n      duplicates\n      connection {\n        id\n        account\n      }\n    }\n  }\n": typeof types.ConnectBankDocument,
    "\n  mutation SyncBankConnection($id: Int!) {\n    syncBankConnection(id: $id) {\n      outcome\n      message\n      imported\n      duplicates\n      connection {\n        id\n        account\n      }\n    }\n  }\n": typeof types.SyncBankConnectionDocument,
    "\n  mutation RemoveBankConnection($id: Int!) {\n    removeBankConnection(id: $id)\n  }\n": typeof types.RemoveBankConnectionDocument,
    "\n  mutation PauseCasinos($days: Int!) {\n    pauseCasinos(days: $days) {\n      until\n    }\n  }\n": typeof types.PauseCasinosDocument,
    "\n  query OperatorStatuses {\n    operatorStatuses {\n      id\n      companyId\n      companyName\n      status\n      since\n      recordedAt\n    }\n    companies {\n      id\n      name\n      kind\n    }\n  }\n": typeof types.OperatorStatusesDocument,
    "\n  mutation RecordOperatorStatus($input: OperatorStatusInput!) {\n    recordOperatorStatus(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordOperatorStatusDocument,
    "\n  query MembershipPlan {\n    membershipPlan {\n      tierId\n      tierName\n      monthlyPrice\n      generationNumber\n      billing { kind timestamp amount }\n      paymentMethod\n      payments { id paidTimestamp description amount refunded }\n      upgradePrices { tierId monthlyPrice }\n    }\n  }\n": typeof types.MembershipPlanDocument,
    "\n  query MembershipReceiptPdf($paymentId: ID!) {\n    membershipReceiptPdf(paymentId: $paymentId)\n  }\n": typeof types.MembershipReceiptPdfDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...MeFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeleteUser {\n    deleteUser\n  }\n": typeof types.DeleteUserDocument,
    "\n  query Consents {\n    consents { kind label granted termsVersion recordedTimestamp }\n  }\n": typeof types.ConsentsDocument,
    "\n  query OrderManagingUrl($redirectionUrl: String!) {\n    orderManagingUrl(redirectionUrl: $redirectionUrl)\n  }\n": typeof types.OrderManagingUrlDocument,
    "\n  query CalendarFeed {\n    calendarFeedUrl\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  fragment ReminderSettingsFields on ReminderSettings {\n    expiring\n    renewals\n    followedTypes\n    termsChanges\n  }\n": typeof types.ReminderSettingsFieldsFragmentDoc,
    "\n  query ReminderSettings {\n    reminderSettings { ...ReminderSettingsFields }\n  }\n": typeof types.ReminderSettingsDocument,
    "\n  mutation SaveReminderSettings($expiring: Boolean!, $renewals: Boolean!, $followedTypes: [BonusType!]!, $termsChanges: Boolean!) {\n    saveReminderSettings(input: { expiring: $expiring, renewals: $renewals, followedTypes: $followedTypes, termsChanges: $termsChanges }) { ...ReminderSettingsFields }\n  }\n": typeof types.SaveReminderSettingsDocument,
    "\n  query ApiTokens {\n    apiTokens { id name scopes secretStart createdAt lastUsedAt expiresAt }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) { secret token { id } }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query BankStatements {\n    bankStatements {\n      id\n      format\n      account\n      from\n      to\n      entryCount\n      importedCount\n      importedAt\n    }\n  }\n": typeof types.BankStatementsDocument,
    "\n  query BankTransactions {\n    bankTransactions {\n      id\n      statementId\n      account\n      bookedTimestamp\n      amount\n      kind\n      counterparty\n      description\n      gambling\n      countsFor {\n        bonusId\n        counts\n        reason\n      }\n    }\n  }\n": typeof types.BankTransactionsDocument,
    "\n  query StatementOfferNames {\n    bonuses {\n      id\n      name\n    }\n  }\n": typeof types.StatementOfferNamesDocument,
    "\n  mutation DeleteBankStatement($id: Int!) {\n    deleteBankStatement(id: $id)\n  }\n": typeof types.DeleteBankStatementDocument,
    "\n  mutation AdminSignInToken {\n    adminSignInToken\n  }\n": typeof types.AdminSignInTokenDocument,
    "\n  fragment MeFields on UserProfile {\n    id\n    name\n    fullName\n    email\n    admin\n    providerId\n    pictureLink\n    marketingConsent\n    casinoPauseUntil\n    tier {\n      id\n      name\n      code\n    }\n    activeOrder {\n      id\n      status\n      expirationTimestamp\n      amount\n      cancelAtPeriodEnd\n    }\n  }\n": typeof types.MeFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation DeleteUnregisteredAccount {\n    deleteUnregisteredAccount\n  }\n": typeof types.DeleteUnregisteredAccountDocument,
    "\n  fragment HistoryEntryFields on BonusHistoryEntry {\n    id\n    bonus {\n      id\n      name\n      bonusType\n      expectedValue\n      companyName\n    }\n    note\n    reachedProfit\n    creationTimestamp\n  }\n": typeof types.HistoryEntryFieldsFragmentDoc,
    "\n  fragment BonusValueFigures on BonusValue {\n    wageringTotal\n    expectedLoss\n    expectedValue\n    standardError\n    bustProbability\n    stakePerSpin\n    headline\n    playAssumption\n    p10\n    p90\n    rtp\n    distribution {\n      from\n      to\n      share\n    }\n  }\n": typeof types.BonusValueFiguresFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    amount\n    nextPaymentAmount\n    promoPercent\n    promoMonths\n    status\n    tierId\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderDocument,
    "\n  query OrderStatus($id: ID!) {\n    orderStatus(id: $id)\n  }\n": typeof types.OrderStatusDocument,
    "\n  query OrderPaywallUrl($id: ID!) {\n    orderPaywallUrl(id: $id)\n  }\n": typeof types.OrderPaywallUrlDocument,
    "\n  fragment TaxPositionFields on TaxSummary {\n    year\n    gambling { gameType net }\n    gamblingLimit\n    otherIncome { total limit note }\n    warnings { code message }\n    sources { rule law url publishedOn checkedOn }\n  }\n": typeof types.TaxPositionFieldsFragmentDoc,
    "\n  query TaxSummary($year: Int!) {\n    taxSummary(year: $year) {\n      ...TaxPositionFields\n    }\n  }\n": typeof types.TaxSummaryDocument,
};
const documents: Documents = {
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      ...MeFields\n    }\n  }\n": types.RegisterUserDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PromoCode($code: String!) {\n    promoCode(code: $code) {\n      code\n      discountPercent\n      months\n    }\n  }\n": types.PromoCodeDocument,
    "\n  query RegistrationStatus {\n    registrationStatus\n  }\n": types.RegistrationStatusDocument,
    "\n  query ReferralPage($referralCode: String!) {\n    referralPage(referralCode: $referralCode) {\n      referencerName\n      referralCode\n    }\n  }\n": types.ReferralPageDocument,
    "\n  mutation SendReferralEmail($email: String!, $referralCode: String!) {\n    sendReferralEmail(email: $email, referralCode: $referralCode)\n  }\n": types.SendReferralEmailDocument,
    "\n  query BonusHistory($input: BonusHistoryQueryInput) {\n    bonusHistory(input: $input) {\n      items {\n        ...HistoryEntryFields\n      }\n      totalCount\n      totals {\n        reachedProfit\n        expectedValue\n      }\n      currentPage\n      itemsPerPage\n    }\n  }\n": types.BonusHistoryDocument,
    "\n  mutation UpdateBonusHistoryEntry($id: Int!, $reachedProfit: Int!, $note: String, $confirmUnusual: Boolean) {\n    updateBonusHistoryEntry(input: { id: $id, reachedProfit: $reachedProfit, note: $note, confirmUnusual: $confirmUnusual }) {\n      ...HistoryEntryFields\n    }\n  }\n": types.UpdateBonusHistoryEntryDocument,
    "\n  mutation ReturnBonus($historyId: Int!) {\n    returnBonus(historyId: $historyId)\n  }\n": types.ReturnBonusDocument,
    "\n  query OfferValues($bonusId: Int!) {\n    offerValues(bonusId: $bonusId) {\n      game {\n        id\n        name\n        rtp\n        volatility\n      }\n      value {\n        ...BonusValueFigures\n      }\n    }\n  }\n": types.OfferValuesDocument,
    "\n  query Bonuses {\n    bonuses {\n      id\n      name\n      description\n      startTimestamp\n      endTimestamp\n      expectedValue\n      neededCapital\n      specialMark\n      stepList {\n        id\n        title\n        subtitle\n        description\n        icon\n        order\n        category\n        deadlineDays\n        requirement {\n          kind\n          count\n          minAmount\n          withinDays\n        }\n      }\n      urlBonusConditions\n      urlLink\n      riskRate\n      company {\n        id\n        name\n      }\n      bonusTypeName\n      stepIdx\n      games {\n        id\n        name\n        gameStudio\n        rtp\n        volatility\n        urlLink\n      }\n      lock {\n        code\n        message\n        upgradable\n      }\n      eligibility {\n        eligible\n        reasons {\n          code\n          message\n          eligibleFrom\n        }\n        remindTimestamp\n      }\n      eligibilityRules {\n        kind\n        companyId\n        months\n        min\n        max\n      }\n      deadlines {\n        steps {\n          dueTimestamp\n          missed\n        }\n        nextDueTimestamp\n        overdue\n      }\n      requirementProgress {\n        done\n        needed\n        met\n        remainingDays\n        counted {\n          id\n          bookedTimestamp\n          amount\n          counterparty\n        }\n      }\n      termsVersion\n      startedTermsVersion\n      startedTimestamp\n      termsChanged\n      earningsStats {\n        n\n        median\n        p25\n        p75\n      }\n    }\n  }\n": types.BonusesDocument,
    "\n  mutation RecordBonusProgress($bonusId: Int!, $stepIdx: Int!) {\n    recordBonusProgress(bonusId: $bonusId, stepIdx: $stepIdx) {\n      bonusId\n      stepIdx\n    }\n  }\n": types.RecordBonusProgressDocument,
    "\n  mutation HideBonus($id: Int!) {\n    hideBonus(id: $id)\n  }\n": types.HideBonusDocument,
    "\n  mutation CompleteBonus($input: CompleteBonusInput!) {\n    completeBonus(input: $input) {\n      ...HistoryEntryFields\n    }\n  }\n": types.CompleteBonusDocument,
    "\n  mutation RemindWhenEligible($bonusId: Int!) {\n    remindWhenEligible(bonusId: $bonusId)\n  }\n": types.RemindWhenEligibleDocument,
    "\n  mutation ForgetEligibilityReminder($bonusId: Int!) {\n    forgetEligibilityReminder(bonusId: $bonusId)\n  }\n": types.ForgetEligibilityReminderDocument,
    "\n  query BonusTerms($bonusId: Int!) {\n    bonusTerms(bonusId: $bonusId) {\n      version\n      createdTimestamp\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": types.BonusTermsDocument,
    "\n  query Companies {\n    companies {\n      id\n      name\n    }\n  }\n": types.CompaniesDocument,
    "\n  mutation DeclareCasinoSelfExclusion {\n    declareCasinoSelfExclusion {\n      declaredAt\n    }\n  }\n": types.DeclareCasinoSelfExclusionDocument,
    "\n  query BonusValue($input: BonusValueInput!) {\n    bonusValue(input: $input) {\n      ...BonusValueFigures\n    }\n  }\n": types.BonusValueDocument,
    "\n  query InvestmentCategories {\n    investmentCategories { id name color subtitle shortDescription description prosList consList avgExpectedReturn avgRiskRate }\n  }\n": types.InvestmentCategoriesDocument,
    "\n  query Investments($investmentCategoryId: Int!) {\n    investments(investmentCategoryId: $investmentCategoryId) {\n      id companyName name description prosList consList expectedReturn investHorizontId neededCapital riskRate stepList { title description } urlLink recommended\n    }\n  }\n": types.InvestmentsDocument,
    "\n  query BonusStats($timePeriod: StatsPeriod) {\n    bonusHistoryStats(timePeriod: $timePeriod) {\n      month\n      reachedProfit\n      successRate\n      bonuses\n    }\n  }\n": types.BonusStatsDocument,
    "\n  query EarningsSummary {\n    me {\n      id\n      bonusRevenue\n      potentialBonusRevenue\n      bonusHistoryLen\n    }\n    referralRewardsTotal\n  }\n": types.EarningsSummaryDocument,
    "\n  query RiskOverview {\n    riskOverview {\n      capitalTiedUp\n      averageRisk\n      capitalByRisk { riskRate capital }\n      startedBonuses { id name neededCapital riskRate endTimestamp }\n      monthReturn\n      maxMonthReturn\n      monthReturnPercent\n      returnLevel\n    }\n  }\n": types.RiskOverviewDocument,
    "\n  query UpcomingDeadlines {\n    bonuses {\n      id\n      name\n      stepIdx\n      stepList {\n        id\n        title\n      }\n      deadlines {\n        steps {\n          dueTimestamp\n          missed\n        }\n        nextDueTimestamp\n        overdue\n      }\n    }\n  }\n": types.UpcomingDeadlinesDocument,
    "\n  query Referrals($referredPage: PageInput, $payoutsPage: PageInput) {\n    me {\n      ...PayoutSettingsFields\n      balance\n      paidOut\n      tier {\n        id\n        referralReward\n      }\n    }\n    referralCodes {\n      ...ReferralCodeFields\n    }\n    referredUsers(page: $referredPage) {\n      items {\n        name\n        creationTimestamp\n        tierName\n        referencerReward\n      }\n      totalCount\n      itemsPerPage\n    }\n    referralRewardsTotal\n    transactions(page: $payoutsPage) {\n      items {\n        ...TransactionFields\n      }\n      totals {\n        pending\n        paid\n        failed\n      }\n      totalCount\n      itemsPerPage\n    }\n  }\n": types.ReferralsDocument,
    "\n  fragment ReferralCodeFields on ReferralCode {\n    id\n    code\n    inUse\n    creationTimestamp\n  }\n": types.ReferralCodeFieldsFragmentDoc,
    "\n  fragment TransactionFields on Transaction {\n    id\n    amount\n    creationTimestamp\n    note\n    transStatusName\n    status\n    bankAccount\n  }\n": types.TransactionFieldsFragmentDoc,
    "\n  query TransactionStats($timePeriod: StatsPeriod) {\n    transactionStats(timePeriod: $timePeriod) {\n      month\n      reward\n      paidOut\n    }\n  }\n": types.TransactionStatsDocument,
    "\n  mutation CreateReferralCode {\n    createReferralCode {\n      ...ReferralCodeFields\n    }\n  }\n": types.CreateReferralCodeDocument,
    "\n  mutation Withdraw($amount: Int!, $bankAccount: String!) {\n    withdraw(amount: $amount, bankAccount: $bankAccount) {\n      ...TransactionFields\n    }\n  }\n": types.WithdrawDocument,
    "\n  fragment PayoutSettingsFields on UserProfile {\n    id\n    bankAccount\n    autoWithdraw\n  }\n": types.PayoutSettingsFieldsFragmentDoc,
    "\n  mutation UpdatePayoutSettings($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...PayoutSettingsFields\n    }\n  }\n": types.UpdatePayoutSettingsDocument,
    "\n  query MinWithdrawal {\n    minWithdrawal\n  }\n": types.MinWithdrawalDocument,
    "\n  fragment MonthFields on MonthSummary {\n    month\n    completedCount\n    earnings\n    earningsByType { type count earnings }\n    successRate\n    referralIncome\n    payouts\n  }\n": types.MonthFieldsFragmentDoc,
    "\n  query MonthlyReport($month: String) {\n    monthlyReport(month: $month) {\n      current { ...MonthFields }\n      previous { ...MonthFields }\n      change { completedCount earnings successRate referralIncome payouts }\n      taxPosition { ...TaxPositionFields }\n    }\n  }\n": types.MonthlyReportDocument,
    "\n  query TaxReport($year: Int!) {\n    taxReport(year: $year) {\n      year\n      summary { ...TaxPositionFields }\n      entryCount\n    }\n  }\n": types.TaxReportDocument,
    "\n  query TaxReportCsv($year: Int!) {\n    taxReportCsv(year: $year)\n  }\n": types.TaxReportCsvDocument,
    "\n  query TaxReportPdf($year: Int!) {\n    taxReportPdf(year: $year)\n  }\n": types.TaxReportPdfDocument,
    "\n  fragment RankedBonusFields on RankedBonus {\n    id\n    name\n    expectedValue\n    neededCapital\n    hours\n    valuePerHour\n    valuePerCzk\n    endTimestamp\n  }\n": types.RankedBonusFieldsFragmentDoc,
    "\n  query WeeklyAnalysis {\n    weeklyAnalysis {\n      minutesPerStep\n      byHour { ...RankedBonusFields }\n      byCapital { ...RankedBonusFields }\n      expiringThisWeek { ...RankedBonusFields }\n    }\n  }\n": types.WeeklyAnalysisDocument,
    "\n  query MemberAccounts {\n    memberAccounts {\n      id\n      company {\n        id\n        name\n      }\n      openedAt\n      closedAt\n      source\n    }\n    companies {\n      id\n      name\n    }\n  }\n": types.MemberAccountsDocument,
    "\n  mutation CreateMemberAccount($input: MemberAccountCreateInput!) {\n    createMemberAccount(input: $input) {\n      id\n    }\n  }\n": types.CreateMemberAccountDocument,
    "\n  mutation UpdateMemberAccount($input: MemberAccountUpdateInput!) {\n    updateMemberAccount(input: $input) {\n      id\n    }\n  }\n": types.UpdateMemberAccountDocument,
    "\n  mutation DeleteMemberAccount($id: Int!) {\n    deleteMemberAccount(id: $id)\n  }\n": types.DeleteMemberAccountDocument,
    "\n  query BankConnections {\n    bankConnections {\n      id\n      provider\n      account\n      status\n      statusMessage\n      connectedAt\n      lastSyncedAt\n    }\n  }\n": types.BankConnectionsDocument,
    "\n  mutation ConnectBank($input: BankConnectionInput!) {\n    connectBank(input: $input) {\n      outcome\n      message\n      imported\n      duplicates\n      connection {\n        id\n        account\n      }\n    }\n  }\n": types.ConnectBankDocument,
    "\n  mutation SyncBankConnection($id: Int!) {\n    syncBankConnection(id: $id) {\n      outcome\n      message\n      imported\n      duplicates\n      connection {\n        id\n        account\n      }\n    }\n  }\n": types.SyncBankConnectionDocument,
    "\n  mutation RemoveBankConnection($id: Int!) {\n    removeBankConnection(id: $id)\n  }\n": types.RemoveBankConnectionDocument,
    "\n  mutation PauseCasinos($days: Int!) {\n    pauseCasinos(days: $days) {\n      until\n    }\n  }\n": types.PauseCasinosDocument,
    "\n  query OperatorStatuses {\n    operatorStatuses {\n      id\n      companyId\n      companyName\n      status\n      since\n      recordedAt\n    }\n    companies {\n      id\n      name\n      kind\n    }\n  }\n": types.OperatorStatusesDocument,
    "\n  mutation RecordOperatorStatus($input: OperatorStatusInput!) {\n    recordOperatorStatus(input: $input) {\n      id\n    }\n  }\n": types.RecordOperatorStatusDocument,
    "\n  query MembershipPlan {\n    membershipPlan {\n      tierId\n      tierName\n      monthlyPrice\n      generationNumber\n      billing { kind timestamp amount }\n      paymentMethod\n      payments { id paidTimestamp description amount refunded }\n      upgradePrices { tierId monthlyPrice }\n    }\n  }\n": types.MembershipPlanDocument,
    "\n  query MembershipReceiptPdf($paymentId: ID!) {\n    membershipReceiptPdf(paymentId: $paymentId)\n  }\n": types.MembershipReceiptPdfDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...MeFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeleteUser {\n    deleteUser\n  }\n": types.DeleteUserDocument,
    "\n  query Consents {\n    consents { kind label granted termsVersion recordedTimestamp }\n  }\n": types.ConsentsDocument,
    "\n  query OrderManagingUrl($redirectionUrl: String!) {\n    orderManagingUrl(redirectionUrl: $redirectionUrl)\n  }\n": types.OrderManagingUrlDocument,
    "\n  query CalendarFeed {\n    calendarFeedUrl\n  }\n": types.CalendarFeedDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  fragment ReminderSettingsFields on ReminderSettings {\n    expiring\n    renewals\n    followedTypes\n    termsChanges\n  }\n": types.ReminderSettingsFieldsFragmentDoc,
    "\n  query ReminderSettings {\n    reminderSettings { ...ReminderSettingsFields }\n  }\n": types.ReminderSettingsDocument,
    "\n  mutation SaveReminderSettings($expiring: Boolean!, $renewals: Boolean!, $followedTypes: [BonusType!]!, $termsChanges: Boolean!) {\n    saveReminderSettings(input: { expiring: $expiring, renewals: $renewals, followedTypes: $followedTypes, termsChanges: $termsChanges }) { ...ReminderSettingsFields }\n  }\n": types.SaveReminderSettingsDocument,
    "\n  query ApiTokens {\n    apiTokens { id name scopes secretStart createdAt lastUsedAt expiresAt }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) { secret token { id } }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  query BankStatements {\n    bankStatements {\n      id\n      format\n      account\n      from\n      to\n      entryCount\n      importedCount\n      importedAt\n    }\n  }\n": types.BankStatementsDocument,
    "\n  query BankTransactions {\n    bankTransactions {\n      id\n      statementId\n      account\n      bookedTimestamp\n      amount\n      kind\n      counterparty\n      description\n      gambling\n      countsFor {\n        bonusId\n        counts\n        reason\n      }\n    }\n  }\n": types.BankTransactionsDocument,
    "\n  query StatementOfferNames {\n    bonuses {\n      id\n      name\n    }\n  }\n": types.StatementOfferNamesDocument,
    "\n  mutation DeleteBankStatement($id: Int!) {\n    deleteBankStatement(id: $id)\n  }\n": types.DeleteBankStatementDocument,
    "\n  mutation AdminSignInToken {\n    adminSignInToken\n  }\n": types.AdminSignInTokenDocument,
    "\n  fragment MeFields on UserProfile {\n    id\n    name\n    fullName\n    email\n    admin\n    providerId\n    pictureLink\n    marketingConsent\n    casinoPauseUntil\n    tier {\n      id\n      name\n      code\n    }\n    activeOrder {\n      id\n      status\n      expirationTimestamp\n      amount\n      cancelAtPeriodEnd\n    }\n  }\n": types.MeFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation DeleteUnregisteredAccount {\n    deleteUnregisteredAccount\n  }\n": types.DeleteUnregisteredAccountDocument,
    "\n  fragment HistoryEntryFields on BonusHistoryEntry {\n    id\n    bonus {\n      id\n      name\n      bonusType\n      expectedValue\n      companyName\n    }\n    note\n    reachedProfit\n    creationTimestamp\n  }\n": types.HistoryEntryFieldsFragmentDoc,
    "\n  fragment BonusValueFigures on BonusValue {\n    wageringTotal\n    expectedLoss\n    expectedValue\n    standardError\n    bustProbability\n    stakePerSpin\n    headline\n    playAssumption\n    p10\n    p90\n    rtp\n    distribution {\n      from\n      to\n      share\n    }\n  }\n": types.BonusValueFiguresFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    amount\n    nextPaymentAmount\n    promoPercent\n    promoMonths\n    status\n    tierId\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": types.CreateOrderDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": types.OrderDocument,
    "\n  query OrderStatus($id: ID!) {\n    orderStatus(id: $id)\n  }\n": types.OrderStatusDocument,
    "\n  query OrderPaywallUrl($id: ID!) {\n    orderPaywallUrl(id: $id)\n  }\n": types.OrderPaywallUrlDocument,
    "\n  fragment TaxPositionFields on TaxSummary {\n    year\n    gambling { gameType net }\n    gamblingLimit\n    otherIncome { total limit note }\n    warnings { code message }\n    sources { rule law url publishedOn checkedOn }\n  }\n": types.TaxPositionFieldsFragmentDoc,
    "\n  query TaxSummary($year: Int!) {\n    taxSummary(year: $year) {\n      ...TaxPositionFields\n    }\n  }\n": types.TaxSummaryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      ...MeFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      ...MeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoCode($code: String!) {\n    promoCode(code: $code) {\n      code\n      discountPercent\n      months\n    }\n  }\n"): (typeof documents)["\n  query PromoCode($code: String!) {\n    promoCode(code: $code) {\n      code\n      discountPercent\n      months\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationStatus {\n    registrationStatus\n  }\n"): (typeof documents)["\n  query RegistrationStatus {\n    registrationStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralPage($referralCode: String!) {\n    referralPage(referralCode: $referralCode) {\n      referencerName\n      referralCode\n    }\n  }\n"): (typeof documents)["\n  query ReferralPage($referralCode: String!) {\n    referralPage(referralCode: $referralCode) {\n      referencerName\n      referralCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendReferralEmail($email: String!, $referralCode: String!) {\n    sendReferralEmail(email: $email, referralCode: $referralCode)\n  }\n"): (typeof documents)["\n  mutation SendReferralEmail($email: String!, $referralCode: String!) {\n    sendReferralEmail(email: $email, referralCode: $referralCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusHistory($input: BonusHistoryQueryInput) {\n    bonusHistory(input: $input) {\n      items {\n        ...HistoryEntryFields\n      }\n      totalCount\n      totals {\n        reachedProfit\n        expectedValue\n      }\n      currentPage\n      itemsPerPage\n    }\n  }\n"): (typeof documents)["\n  query BonusHistory($input: BonusHistoryQueryInput) {\n    bonusHistory(input: $input) {\n      items {\n        ...HistoryEntryFields\n      }\n      totalCount\n      totals {\n        reachedProfit\n        expectedValue\n      }\n      currentPage\n      itemsPerPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBonusHistoryEntry($id: Int!, $reachedProfit: Int!, $note: String, $confirmUnusual: Boolean) {\n    updateBonusHistoryEntry(input: { id: $id, reachedProfit: $reachedProfit, note: $note, confirmUnusual: $confirmUnusual }) {\n      ...HistoryEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBonusHistoryEntry($id: Int!, $reachedProfit: Int!, $note: String, $confirmUnusual: Boolean) {\n    updateBonusHistoryEntry(input: { id: $id, reachedProfit: $reachedProfit, note: $note, confirmUnusual: $confirmUnusual }) {\n      ...HistoryEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnBonus($historyId: Int!) {\n    returnBonus(historyId: $historyId)\n  }\n"): (typeof documents)["\n  mutation ReturnBonus($historyId: Int!) {\n    returnBonus(historyId: $historyId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferValues($bonusId: Int!) {\n    offerValues(bonusId: $bonusId) {\n      game {\n        id\n        name\n        rtp\n        volatility\n      }\n      value {\n        ...BonusValueFigures\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfferValues($bonusId: Int!) {\n    offerValues(bonusId: $bonusId) {\n      game {\n        id\n        name\n        rtp\n        volatility\n      }\n      value {\n        ...BonusValueFigures\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bonuses {\n    bonuses {\n      id\n      name\n      description\n      startTimestamp\n      endTimestamp\n      expectedValue\n      neededCapital\n      specialMark\n      stepList {\n        id\n        title\n        subtitle\n        description\n        icon\n        order\n        category\n        deadlineDays\n        requirement {\n          kind\n          count\n          minAmount\n          withinDays\n        }\n      }\n      urlBonusConditions\n      urlLink\n      riskRate\n      company {\n        id\n        name\n      }\n      bonusTypeName\n      stepIdx\n      games {\n        id\n        name\n        gameStudio\n        rtp\n        volatility\n        urlLink\n      }\n      lock {\n        code\n        message\n        upgradable\n      }\n      eligibility {\n        eligible\n        reasons {\n          code\n          message\n          eligibleFrom\n        }\n        remindTimestamp\n      }\n      eligibilityRules {\n        kind\n        companyId\n        months\n        min\n        max\n      }\n      deadlines {\n        steps {\n          dueTimestamp\n          missed\n        }\n        nextDueTimestamp\n        overdue\n      }\n      requirementProgress {\n        done\n        needed\n        met\n        remainingDays\n        counted {\n          id\n          bookedTimestamp\n          amount\n          counterparty\n        }\n      }\n      termsVersion\n      startedTermsVersion\n      startedTimestamp\n      termsChanged\n      earningsStats {\n        n\n        median\n        p25\n        p75\n      }\n    }\n  }\n"): (typeof documents)["\n  query Bonuses {\n    bonuses {\n      id\n      name\n      description\n      startTimestamp\n      endTimestamp\n      expectedValue\n      neededCapital\n      specialMark\n      stepList {\n        id\n        title\n        subtitle\n        description\n        icon\n        order\n        category\n        deadlineDays\n        requirement {\n          kind\n          count\n          minAmount\n          withinDays\n        }\n      }\n      urlBonusConditions\n      urlLink\n      riskRate\n      company {\n        id\n        name\n      }\n      bonusTypeName\n      stepIdx\n      games {\n        id\n        name\n        gameStudio\n        rtp\n        volatility\n        urlLink\n      }\n      lock {\n        code\n        message\n        upgradable\n      }\n      eligibility {\n        eligible\n        reasons {\n          code\n          message\n          eligibleFrom\n        }\n        remindTimestamp\n      }\n      eligibilityRules {\n        kind\n        companyId\n        months\n        min\n        max\n      }\n      deadlines {\n        steps {\n          dueTimestamp\n          missed\n        }\n        nextDueTimestamp\n        overdue\n      }\n      requirementProgress {\n        done\n        needed\n        met\n        remainingDays\n        counted {\n          id\n          bookedTimestamp\n          amount\n          counterparty\n        }\n      }\n      termsVersion\n      startedTermsVersion\n      startedTimestamp\n      termsChanged\n      earningsStats {\n        n\n        median\n        p25\n        p75\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordBonusProgress($bonusId: Int!, $stepIdx: Int!) {\n    recordBonusProgress(bonusId: $bonusId, stepIdx: $stepIdx) {\n      bonusId\n      stepIdx\n    }\n  }\n"): (typeof documents)["\n  mutation RecordBonusProgress($bonusId: Int!, $stepIdx: Int!) {\n    recordBonusProgress(bonusId: $bonusId, stepIdx: $stepIdx) {\n      bonusId\n      stepIdx\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideBonus($id: Int!) {\n    hideBonus(id: $id)\n  }\n"): (typeof documents)["\n  mutation HideBonus($id: Int!) {\n    hideBonus(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteBonus($input: CompleteBonusInput!) {\n    completeBonus(input: $input) {\n      ...HistoryEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteBonus($input: CompleteBonusInput!) {\n    completeBonus(input: $input) {\n      ...HistoryEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemindWhenEligible($bonusId: Int!) {\n    remindWhenEligible(bonusId: $bonusId)\n  }\n"): (typeof documents)["\n  mutation RemindWhenEligible($bonusId: Int!) {\n    remindWhenEligible(bonusId: $bonusId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetEligibilityReminder($bonusId: Int!) {\n    forgetEligibilityReminder(bonusId: $bonusId)\n  }\n"): (typeof documents)["\n  mutation ForgetEligibilityReminder($bonusId: Int!) {\n    forgetEligibilityReminder(bonusId: $bonusId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusTerms($bonusId: Int!) {\n    bonusTerms(bonusId: $bonusId) {\n      version\n      createdTimestamp\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query BonusTerms($bonusId: Int!) {\n    bonusTerms(bonusId: $bonusId) {\n      version\n      createdTimestamp\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies {\n    companies {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Companies {\n    companies {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclareCasinoSelfExclusion {\n    declareCasinoSelfExclusion {\n      declaredAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeclareCasinoSelfExclusion {\n    declareCasinoSelfExclusion {\n      declaredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusValue($input: BonusValueInput!) {\n    bonusValue(input: $input) {\n      ...BonusValueFigures\n    }\n  }\n"): (typeof documents)["\n  query BonusValue($input: BonusValueInput!) {\n    bonusValue(input: $input) {\n      ...BonusValueFigures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvestmentCategories {\n    investmentCategories { id name color subtitle shortDescription description prosList consList avgExpectedReturn avgRiskRate }\n  }\n"): (typeof documents)["\n  query InvestmentCategories {\n    investmentCategories { id name color subtitle shortDescription description prosList consList avgExpectedReturn avgRiskRate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Investments($investmentCategoryId: Int!) {\n    investments(investmentCategoryId: $investmentCategoryId) {\n      id companyName name description prosList consList expectedReturn investHorizontId neededCapital riskRate stepList { title description } urlLink recommended\n    }\n  }\n"): (typeof documents)["\n  query Investments($investmentCategoryId: Int!) {\n    investments(investmentCategoryId: $investmentCategoryId) {\n      id companyName name description prosList consList expectedReturn investHorizontId neededCapital riskRate stepList { title description } urlLink recommended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusStats($timePeriod: StatsPeriod) {\n    bonusHistoryStats(timePeriod: $timePeriod) {\n      month\n      reachedProfit\n      successRate\n      bonuses\n    }\n  }\n"): (typeof documents)["\n  query BonusStats($timePeriod: StatsPeriod) {\n    bonusHistoryStats(timePeriod: $timePeriod) {\n      month\n      reachedProfit\n      successRate\n      bonuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarningsSummary {\n    me {\n      id\n      bonusRevenue\n      potentialBonusRevenue\n      bonusHistoryLen\n    }\n    referralRewardsTotal\n  }\n"): (typeof documents)["\n  query EarningsSummary {\n    me {\n      id\n      bonusRevenue\n      potentialBonusRevenue\n      bonusHistoryLen\n    }\n    referralRewardsTotal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskOverview {\n    riskOverview {\n      capitalTiedUp\n      averageRisk\n      capitalByRisk { riskRate capital }\n      startedBonuses { id name neededCapital riskRate endTimestamp }\n      monthReturn\n      maxMonthReturn\n      monthReturnPercent\n      returnLevel\n    }\n  }\n"): (typeof documents)["\n  query RiskOverview {\n    riskOverview {\n      capitalTiedUp\n      averageRisk\n      capitalByRisk { riskRate capital }\n      startedBonuses { id name neededCapital riskRate endTimestamp }\n      monthReturn\n      maxMonthReturn\n      monthReturnPercent\n      returnLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingDeadlines {\n    bonuses {\n      id\n      name\n      stepIdx\n      stepList {\n        id\n        title\n      }\n      deadlines {\n        steps {\n          dueTimestamp\n          missed\n        }\n        nextDueTimestamp\n        overdue\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpcomingDeadlines {\n    bonuses {\n      id\n      name\n      stepIdx\n      stepList {\n        id\n        title\n      }\n      deadlines {\n        steps {\n          dueTimestamp\n          missed\n        }\n        nextDueTimestamp\n        overdue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Referrals($referredPage: PageInput, $payoutsPage: PageInput) {\n    me {\n      ...PayoutSettingsFields\n      balance\n      paidOut\n      tier {\n        id\n        referralReward\n      }\n    }\n    referralCodes {\n      ...ReferralCodeFields\n    }\n    referredUsers(page: $referredPage) {\n      items {\n        name\n        creationTimestamp\n        tierName\n        referencerReward\n      }\n      totalCount\n      itemsPerPage\n    }\n    referralRewardsTotal\n    transactions(page: $payoutsPage) {\n      items {\n        ...TransactionFields\n      }\n      totals {\n        pending\n        paid\n        failed\n      }\n      totalCount\n      itemsPerPage\n    }\n  }\n"): (typeof documents)["\n  query Referrals($referredPage: PageInput, $payoutsPage: PageInput) {\n    me {\n      ...PayoutSettingsFields\n      balance\n      paidOut\n      tier {\n        id\n        referralReward\n      }\n    }\n    referralCodes {\n      ...ReferralCodeFields\n    }\n    referredUsers(page: $referredPage) {\n      items {\n        name\n        creationTimestamp\n        tierName\n        referencerReward\n      }\n      totalCount\n      itemsPerPage\n    }\n    referralRewardsTotal\n    transactions(page: $payoutsPage) {\n      items {\n        ...TransactionFields\n      }\n      totals {\n        pending\n        paid\n        failed\n      }\n      totalCount\n      itemsPerPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralCodeFields on ReferralCode {\n    id\n    code\n    inUse\n    creationTimestamp\n  }\n"): (typeof documents)["\n  fragment ReferralCodeFields on ReferralCode {\n    id\n    code\n    inUse\n    creationTimestamp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionFields on Transaction {\n    id\n    amount\n    creationTimestamp\n    note\n    transStatusName\n    status\n    bankAccount\n  }\n"): (typeof documents)["\n  fragment TransactionFields on Transaction {\n    id\n    amount\n    creationTimestamp\n    note\n    transStatusName\n    status\n    bankAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionStats($timePeriod: StatsPeriod) {\n    transactionStats(timePeriod: $timePeriod) {\n      month\n      reward\n      paidOut\n    }\n  }\n"): (typeof documents)["\n  query TransactionStats($timePeriod: StatsPeriod) {\n    transactionStats(timePeriod: $timePeriod) {\n      month\n      reward\n      paidOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReferralCode {\n    createReferralCode {\n      ...ReferralCodeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReferralCode {\n    createReferralCode {\n      ...ReferralCodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Withdraw($amount: Int!, $bankAccount: String!) {\n    withdraw(amount: $amount, bankAccount: $bankAccount) {\n      ...TransactionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Withdraw($amount: Int!, $bankAccount: String!) {\n    withdraw(amount: $amount, bankAccount: $bankAccount) {\n      ...TransactionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutSettingsFields on UserProfile {\n    id\n    bankAccount\n    autoWithdraw\n  }\n"): (typeof documents)["\n  fragment PayoutSettingsFields on UserProfile {\n    id\n    bankAccount\n    autoWithdraw\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePayoutSettings($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...PayoutSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePayoutSettings($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...PayoutSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MinWithdrawal {\n    minWithdrawal\n  }\n"): (typeof documents)["\n  query MinWithdrawal {\n    minWithdrawal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MonthFields on MonthSummary {\n    month\n    completedCount\n    earnings\n    earningsByType { type count earnings }\n    successRate\n    referralIncome\n    payouts\n  }\n"): (typeof documents)["\n  fragment MonthFields on MonthSummary {\n    month\n    completedCount\n    earnings\n    earningsByType { type count earnings }\n    successRate\n    referralIncome\n    payouts\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthlyReport($month: String) {\n    monthlyReport(month: $month) {\n      current { ...MonthFields }\n      previous { ...MonthFields }\n      change { completedCount earnings successRate referralIncome payouts }\n      taxPosition { ...TaxPositionFields }\n    }\n  }\n"): (typeof documents)["\n  query MonthlyReport($month: String) {\n    monthlyReport(month: $month) {\n      current { ...MonthFields }\n      previous { ...MonthFields }\n      change { completedCount earnings successRate referralIncome payouts }\n      taxPosition { ...TaxPositionFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxReport($year: Int!) {\n    taxReport(year: $year) {\n      year\n      summary { ...TaxPositionFields }\n      entryCount\n    }\n  }\n"): (typeof documents)["\n  query TaxReport($year: Int!) {\n    taxReport(year: $year) {\n      year\n      summary { ...TaxPositionFields }\n      entryCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxReportCsv($year: Int!) {\n    taxReportCsv(year: $year)\n  }\n"): (typeof documents)["\n  query TaxReportCsv($year: Int!) {\n    taxReportCsv(year: $year)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxReportPdf($year: Int!) {\n    taxReportPdf(year: $year)\n  }\n"): (typeof documents)["\n  query TaxReportPdf($year: Int!) {\n    taxReportPdf(year: $year)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RankedBonusFields on RankedBonus {\n    id\n    name\n    expectedValue\n    neededCapital\n    hours\n    valuePerHour\n    valuePerCzk\n    endTimestamp\n  }\n"): (typeof documents)["\n  fragment RankedBonusFields on RankedBonus {\n    id\n    name\n    expectedValue\n    neededCapital\n    hours\n    valuePerHour\n    valuePerCzk\n    endTimestamp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WeeklyAnalysis {\n    weeklyAnalysis {\n      minutesPerStep\n      byHour { ...RankedBonusFields }\n      byCapital { ...RankedBonusFields }\n      expiringThisWeek { ...RankedBonusFields }\n    }\n  }\n"): (typeof documents)["\n  query WeeklyAnalysis {\n    weeklyAnalysis {\n      minutesPerStep\n      byHour { ...RankedBonusFields }\n      byCapital { ...RankedBonusFields }\n      expiringThisWeek { ...RankedBonusFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAccounts {\n    memberAccounts {\n      id\n      company {\n        id\n        name\n      }\n      openedAt\n      closedAt\n      source\n    }\n    companies {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MemberAccounts {\n    memberAccounts {\n      id\n      company {\n        id\n        name\n      }\n      openedAt\n      closedAt\n      source\n    }\n    companies {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMemberAccount($input: MemberAccountCreateInput!) {\n    createMemberAccount(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMemberAccount($input: MemberAccountCreateInput!) {\n    createMemberAccount(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemberAccount($input: MemberAccountUpdateInput!) {\n    updateMemberAccount(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemberAccount($input: MemberAccountUpdateInput!) {\n    updateMemberAccount(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMemberAccount($id: Int!) {\n    deleteMemberAccount(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMemberAccount($id: Int!) {\n    deleteMemberAccount(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankConnections {\n    bankConnections {\n      id\n      provider\n      account\n      status\n      statusMessage\n      connectedAt\n      lastSyncedAt\n    }\n  }\n"): (typeof documents)["\n  query BankConnections {\n    bankConnections {\n      id\n      provider\n      account\n      status\n      statusMessage\n      connectedAt\n      lastSyncedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectBank($input: BankConnectionInput!) {\n    connectBank(input: $input) {\n      outcome\n      message\n      imported\n      duplicates\n      connection {\n        id\n        account\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectBank($input: BankConnectionInput!) {\n    connectBank(input: $input) {\n      outcome\n      message\n      imported\n      duplicates\n      connection {\n        id\n        account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncBankConnection($id: Int!) {\n    syncBankConnection(id: $id) {\n      outcome\n      message\n      imported\n      duplicates\n      connection {\n        id\n        account\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SyncBankConnection($id: Int!) {\n    syncBankConnection(id: $id) {\n      outcome\n      message\n      imported\n      duplicates\n      connection {\n        id\n        account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBankConnection($id: Int!) {\n    removeBankConnection(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveBankConnection($id: Int!) {\n    removeBankConnection(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseCasinos($days: Int!) {\n    pauseCasinos(days: $days) {\n      until\n    }\n  }\n"): (typeof documents)["\n  mutation PauseCasinos($days: Int!) {\n    pauseCasinos(days: $days) {\n      until\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorStatuses {\n    operatorStatuses {\n      id\n      companyId\n      companyName\n      status\n      since\n      recordedAt\n    }\n    companies {\n      id\n      name\n      kind\n    }\n  }\n"): (typeof documents)["\n  query OperatorStatuses {\n    operatorStatuses {\n      id\n      companyId\n      companyName\n      status\n      since\n      recordedAt\n    }\n    companies {\n      id\n      name\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOperatorStatus($input: OperatorStatusInput!) {\n    recordOperatorStatus(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOperatorStatus($input: OperatorStatusInput!) {\n    recordOperatorStatus(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipPlan {\n    membershipPlan {\n      tierId\n      tierName\n      monthlyPrice\n      generationNumber\n      billing { kind timestamp amount }\n      paymentMethod\n      payments { id paidTimestamp description amount refunded }\n      upgradePrices { tierId monthlyPrice }\n    }\n  }\n"): (typeof documents)["\n  query MembershipPlan {\n    membershipPlan {\n      tierId\n      tierName\n      monthlyPrice\n      generationNumber\n      billing { kind timestamp amount }\n      paymentMethod\n      payments { id paidTimestamp description amount refunded }\n      upgradePrices { tierId monthlyPrice }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipReceiptPdf($paymentId: ID!) {\n    membershipReceiptPdf(paymentId: $paymentId)\n  }\n"): (typeof documents)["\n  query MembershipReceiptPdf($paymentId: ID!) {\n    membershipReceiptPdf(paymentId: $paymentId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...MeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...MeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser {\n    deleteUser\n  }\n"): (typeof documents)["\n  mutation DeleteUser {\n    deleteUser\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Consents {\n    consents { kind label granted termsVersion recordedTimestamp }\n  }\n"): (typeof documents)["\n  query Consents {\n    consents { kind label granted termsVersion recordedTimestamp }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderManagingUrl($redirectionUrl: String!) {\n    orderManagingUrl(redirectionUrl: $redirectionUrl)\n  }\n"): (typeof documents)["\n  query OrderManagingUrl($redirectionUrl: String!) {\n    orderManagingUrl(redirectionUrl: $redirectionUrl)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeedUrl\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeedUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed {\n    createCalendarFeed\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed {\n    createCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReminderSettingsFields on ReminderSettings {\n    expiring\n    renewals\n    followedTypes\n    termsChanges\n  }\n"): (typeof documents)["\n  fragment ReminderSettingsFields on ReminderSettings {\n    expiring\n    renewals\n    followedTypes\n    termsChanges\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderSettings {\n    reminderSettings { ...ReminderSettingsFields }\n  }\n"): (typeof documents)["\n  query ReminderSettings {\n    reminderSettings { ...ReminderSettingsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReminderSettings($expiring: Boolean!, $renewals: Boolean!, $followedTypes: [BonusType!]!, $termsChanges: Boolean!) {\n    saveReminderSettings(input: { expiring: $expiring, renewals: $renewals, followedTypes: $followedTypes, termsChanges: $termsChanges }) { ...ReminderSettingsFields }\n  }\n"): (typeof documents)["\n  mutation SaveReminderSettings($expiring: Boolean!, $renewals: Boolean!, $followedTypes: [BonusType!]!, $termsChanges: Boolean!) {\n    saveReminderSettings(input: { expiring: $expiring, renewals: $renewals, followedTypes: $followedTypes, termsChanges: $termsChanges }) { ...ReminderSettingsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens { id name scopes secretStart createdAt lastUsedAt expiresAt }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens { id name scopes secretStart createdAt lastUsedAt expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) { secret token { id } }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) { secret token { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankStatements {\n    bankStatements {\n      id\n      format\n      account\n      from\n      to\n      entryCount\n      importedCount\n      importedAt\n    }\n  }\n"): (typeof documents)["\n  query BankStatements {\n    bankStatements {\n      id\n      format\n      account\n      from\n      to\n      entryCount\n      importedCount\n      importedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankTransactions {\n    bankTransactions {\n      id\n      statementId\n      account\n      bookedTimestamp\n      amount\n      kind\n      counterparty\n      description\n      gambling\n      countsFor {\n        bonusId\n        counts\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankTransactions {\n    bankTransactions {\n      id\n      statementId\n      account\n      bookedTimestamp\n      amount\n      kind\n      counterparty\n      description\n      gambling\n      countsFor {\n        bonusId\n        counts\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementOfferNames {\n    bonuses {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query StatementOfferNames {\n    bonuses {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBankStatement($id: Int!) {\n    deleteBankStatement(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBankStatement($id: Int!) {\n    deleteBankStatement(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignInToken {\n    adminSignInToken\n  }\n"): (typeof documents)["\n  mutation AdminSignInToken {\n    adminSignInToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeFields on UserProfile {\n    id\n    name\n    fullName\n    email\n    admin\n    providerId\n    pictureLink\n    marketingConsent\n    casinoPauseUntil\n    tier {\n      id\n      name\n      code\n    }\n    activeOrder {\n      id\n      status\n      expirationTimestamp\n      amount\n      cancelAtPeriodEnd\n    }\n  }\n"): (typeof documents)["\n  fragment MeFields on UserProfile {\n    id\n    name\n    fullName\n    email\n    admin\n    providerId\n    pictureLink\n    marketingConsent\n    casinoPauseUntil\n    tier {\n      id\n      name\n      code\n    }\n    activeOrder {\n      id\n      status\n      expirationTimestamp\n      amount\n      cancelAtPeriodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...MeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUnregisteredAccount {\n    deleteUnregisteredAccount\n  }\n"): (typeof documents)["\n  mutation DeleteUnregisteredAccount {\n    deleteUnregisteredAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryEntryFields on BonusHistoryEntry {\n    id\n    bonus {\n      id\n      name\n      bonusType\n      expectedValue\n      companyName\n    }\n    note\n    reachedProfit\n    creationTimestamp\n  }\n"): (typeof documents)["\n  fragment HistoryEntryFields on BonusHistoryEntry {\n    id\n    bonus {\n      id\n      name\n      bonusType\n      expectedValue\n      companyName\n    }\n    note\n    reachedProfit\n    creationTimestamp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BonusValueFigures on BonusValue {\n    wageringTotal\n    expectedLoss\n    expectedValue\n    standardError\n    bustProbability\n    stakePerSpin\n    headline\n    playAssumption\n    p10\n    p90\n    rtp\n    distribution {\n      from\n      to\n      share\n    }\n  }\n"): (typeof documents)["\n  fragment BonusValueFigures on BonusValue {\n    wageringTotal\n    expectedLoss\n    expectedValue\n    standardError\n    bustProbability\n    stakePerSpin\n    headline\n    playAssumption\n    p10\n    p90\n    rtp\n    distribution {\n      from\n      to\n      share\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    amount\n    nextPaymentAmount\n    promoPercent\n    promoMonths\n    status\n    tierId\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    amount\n    nextPaymentAmount\n    promoPercent\n    promoMonths\n    status\n    tierId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderStatus($id: ID!) {\n    orderStatus(id: $id)\n  }\n"): (typeof documents)["\n  query OrderStatus($id: ID!) {\n    orderStatus(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPaywallUrl($id: ID!) {\n    orderPaywallUrl(id: $id)\n  }\n"): (typeof documents)["\n  query OrderPaywallUrl($id: ID!) {\n    orderPaywallUrl(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxPositionFields on TaxSummary {\n    year\n    gambling { gameType net }\n    gamblingLimit\n    otherIncome { total limit note }\n    warnings { code message }\n    sources { rule law url publishedOn checkedOn }\n  }\n"): (typeof documents)["\n  fragment TaxPositionFields on TaxSummary {\n    year\n    gambling { gameType net }\n    gamblingLimit\n    otherIncome { total limit note }\n    warnings { code message }\n    sources { rule law url publishedOn checkedOn }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxSummary($year: Int!) {\n    taxSummary(year: $year) {\n      ...TaxPositionFields\n    }\n  }\n"): (typeof documents)["\n  query TaxSummary($year: Int!) {\n    taxSummary(year: $year) {\n      ...TaxPositionFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;