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
    "\n  query AdminAnalytics {\n    adminAnalytics {\n      registrations {\n        month\n        value\n      }\n      earnings {\n        month\n        value\n      }\n      tiers {\n        name\n        count\n        percent\n      }\n      generations {\n        name\n        limit\n        load\n        revenue\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  query AuditLog {\n    auditLog { id actorName action details creationTimestamp }\n  }\n": typeof types.AuditLogDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      admin\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment AdminBonusFields on Bonus {\n    id\n    name\n    description\n    startTimestamp\n    endTimestamp\n    expectedValue\n    neededCapital\n    specialMark\n    stepList {\n      id\n      title\n      subtitle\n      description\n      icon\n      order\n      category\n      deadlineDays\n      requirement {\n        kind\n        count\n        minAmount\n        withinDays\n      }\n    }\n    urlBonusConditions\n    urlLink\n    riskRate\n    company {\n      id\n      name\n    }\n    bonusTypeName\n    visibilityStartTimestamp\n    visibilityEndTimestamp\n    visible\n    draft\n    games {\n      id\n      name\n      gameStudio\n      rtp\n      volatility\n      urlLink\n    }\n    renewingDays\n    eligibilityRules {\n      kind\n      companyId\n      months\n      min\n      max\n    }\n    valueTerms {\n      bonusAmount\n      deposit\n      wageringMultiplier\n      wageringBase\n      contributionPercent\n      maxBet\n      maxCashout\n    }\n  }\n": typeof types.AdminBonusFieldsFragmentDoc,
    "\n  query AdminBonus($id: Int!) {\n    adminBonus(id: $id) {\n      ...AdminBonusFields\n    }\n  }\n": typeof types.AdminBonusDocument,
    "\n  query AdminBonuses($currentPage: Int, $search: String, $types: [String!], $states: [String!]) {\n    adminBonuses(currentPage: $currentPage, search: $search, types: $types, states: $states) {\n      bonuses {\n        ...AdminBonusFields\n      }\n      totalCount\n      currentPage\n      pageCount\n    }\n  }\n": typeof types.AdminBonusesDocument,
    "\n  mutation CreateBonus($input: BonusWriteInput!) {\n    createBonus(input: $input) {\n      ...AdminBonusFields\n    }\n  }\n": typeof types.CreateBonusDocument,
    "\n  mutation UpdateBonus($input: BonusWriteInput!) {\n    updateBonus(input: $input) {\n      ...AdminBonusFields\n    }\n  }\n": typeof types.UpdateBonusDocument,
    "\n  mutation SetBonusVisibility($id: Int!, $visible: Boolean!) {\n    setBonusVisibility(id: $id, visible: $visible) {\n      id\n      visible\n      draft\n    }\n  }\n": typeof types.SetBonusVisibilityDocument,
    "\n  query CatalogueOptions {\n    companies {\n      id\n      name\n    }\n    games {\n      id\n      name\n      gameStudio\n      rtp\n      volatility\n    }\n  }\n": typeof types.CatalogueOptionsDocument,
    "\n  query AdminBonusTerms($bonusId: Int!) {\n    bonusTerms(bonusId: $bonusId) {\n      version\n      createdTimestamp\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": typeof types.AdminBonusTermsDocument,
    "\n  query AdminCompanies {\n    companies {\n      id\n      name\n      bankCode\n      kind\n      license {\n        number\n        validUntil\n      }\n    }\n  }\n": typeof types.AdminCompaniesDocument,
    "\n  mutation UpdateCompany($input: CompanyUpdateInput!) {\n    updateCompany(input: $input) {\n      id\n      bankCode\n      kind\n      license {\n        number\n        validUntil\n      }\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  fragment AdminFaqFields on Faq {\n    id\n    question\n    answer\n    faqCategoryName\n    visible\n  }\n": typeof types.AdminFaqFieldsFragmentDoc,
    "\n  query AdminFaqs {\n    adminFaqs {\n      ...AdminFaqFields\n    }\n  }\n": typeof types.AdminFaqsDocument,
    "\n  mutation SaveFaq($input: FaqInput!) {\n    saveFaq(input: $input) {\n      ...AdminFaqFields\n    }\n  }\n": typeof types.SaveFaqDocument,
    "\n  mutation ReorderFaqs($ids: [Int!]!) {\n    reorderFaqs(ids: $ids)\n  }\n": typeof types.ReorderFaqsDocument,
    "\n  fragment AdminInvestmentCategoryFields on InvestmentCategory {\n    id\n    name\n    color\n    subtitle\n    shortDescription\n    description\n    prosList\n    consList\n    avgExpectedReturn\n    avgRiskRate\n    visible\n  }\n": typeof types.AdminInvestmentCategoryFieldsFragmentDoc,
    "\n  query AdminInvestmentCategories {\n    adminInvestmentCategories {\n      ...AdminInvestmentCategoryFields\n    }\n  }\n": typeof types.AdminInvestmentCategoriesDocument,
    "\n  fragment AdminInvestmentProductFields on InvestmentProduct {\n    id\n    companyName\n    name\n    description\n    prosList\n    consList\n    expectedReturn\n    investHorizontId\n    neededCapital\n    riskRate\n    stepList {\n      title\n      description\n    }\n    urlLink\n    recommended\n    investmentCategoryId\n    visible\n  }\n": typeof types.AdminInvestmentProductFieldsFragmentDoc,
    "\n  query AdminInvestments($investmentCategoryId: Int!) {\n    investments(investmentCategoryId: $investmentCategoryId) {\n      ...AdminInvestmentProductFields\n    }\n  }\n": typeof types.AdminInvestmentsDocument,
    "\n  mutation SaveInvestmentCategory($input: InvestmentCategoryInput!) {\n    saveInvestmentCategory(input: $input) {\n      ...AdminInvestmentCategoryFields\n    }\n  }\n": typeof types.SaveInvestmentCategoryDocument,
    "\n  mutation SaveInvestmentProduct($input: InvestmentProductInput!) {\n    saveInvestmentProduct(input: $input) {\n      ...AdminInvestmentProductFields\n    }\n  }\n": typeof types.SaveInvestmentProductDocument,
    "\n  mutation ReorderInvestments($ids: [Int!]!, $products: Boolean!) {\n    reorderInvestments(ids: $ids, products: $products)\n  }\n": typeof types.ReorderInvestmentsDocument,
    "\n  fragment NewsletterFields on Newsletter {\n    id\n    subject\n    creationTimestamp\n    recipients\n    sent\n    failed\n    skipped\n  }\n": typeof types.NewsletterFieldsFragmentDoc,
    "\n  query Newsletters($page: PageInput) {\n    newsletters(page: $page) {\n      items { ...NewsletterFields }\n      totalCount\n      itemsPerPage\n    }\n  }\n": typeof types.NewslettersDocument,
    "\n  mutation SendNewsletter($input: NewsletterInput!) {\n    sendNewsletter(input: $input) { ...NewsletterFields }\n  }\n": typeof types.SendNewsletterDocument,
    "\n  query AdminOverview {\n    adminOverview {\n      totalUsers\n      activeBonuses\n      totalEarnings\n      conversionRate\n      activeUsers\n      todayBonuses\n      todayIncome\n      recentActivity {\n        kind\n        text\n        timestamp\n        memberId\n        memberName\n      }\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  query AdminOverviewTrends {\n    adminOverviewTrends {\n      month\n      previousMonth\n      members {\n        current\n        previous\n      }\n      registrations {\n        current\n        previous\n      }\n      revenue {\n        current\n        previous\n      }\n      bonuses {\n        current\n        previous\n      }\n      pendingPayouts {\n        count\n        amount\n        unbatched\n      }\n      revenueByMonth {\n        month\n        value\n      }\n      missedStepsByMonth {\n        month\n        value\n      }\n    }\n  }\n": typeof types.AdminOverviewTrendsDocument,
    "\n  query PendingEarnings($page: PageInput) {\n    pendingEarnings(page: $page) {\n      items {\n        id\n        memberName\n        bonusName\n        expectedValue\n        reachedProfit\n        creationTimestamp\n      }\n      totalCount\n      itemsPerPage\n    }\n  }\n": typeof types.PendingEarningsDocument,
    "\n  mutation ReviewEarnings($id: Int!, $approve: Boolean!) {\n    reviewEarnings(id: $id, approve: $approve)\n  }\n": typeof types.ReviewEarningsDocument,
    "\n  fragment PayoutTotalFields on PayoutTotal {\n    count\n    amountHalere\n  }\n": typeof types.PayoutTotalFieldsFragmentDoc,
    "\n  fragment AdminPayoutFields on AdminPayout {\n    id\n    creationTimestamp\n    kind\n    amountHalere\n    status\n    memberName\n    memberEmail\n    bankAccount\n    batchId\n  }\n": typeof types.AdminPayoutFieldsFragmentDoc,
    "\n  fragment PayoutBatchFields on PayoutBatch {\n    id\n    creationTimestamp\n    createdByName\n    format\n    paidOn\n    pending { ...PayoutTotalFields }\n    paid { ...PayoutTotalFields }\n    failed { ...PayoutTotalFields }\n  }\n": typeof types.PayoutBatchFieldsFragmentDoc,
    "\n  query AdminPayouts($month: String!) {\n    adminPayouts(month: $month) {\n      month\n      payouts { ...AdminPayoutFields }\n      totals { manual { ...PayoutTotalFields } auto { ...PayoutTotalFields } all { ...PayoutTotalFields } }\n    }\n  }\n": typeof types.AdminPayoutsDocument,
    "\n  query PayoutBatches {\n    payoutBatches { ...PayoutBatchFields }\n  }\n": typeof types.PayoutBatchesDocument,
    "\n  query PayoutBatchFile($batchId: Int!) {\n    payoutBatchFile(batchId: $batchId) { fileName content batch { ...PayoutBatchFields } }\n  }\n": typeof types.PayoutBatchFileDocument,
    "\n  mutation ExportPayoutBatch($month: String!, $payoutIds: [Int!]) {\n    exportPayoutBatch(month: $month, payoutIds: $payoutIds) { fileName content batch { ...PayoutBatchFields } }\n  }\n": typeof types.ExportPayoutBatchDocument,
    "\n  mutation MarkPayoutBatchPaid($batchId: Int!, $paidOn: String!) {\n    markPayoutBatchPaid(batchId: $batchId, paidOn: $paidOn) { mailsQueued batch { ...PayoutBatchFields } }\n  }\n": typeof types.MarkPayoutBatchPaidDocument,
    "\n  mutation MarkPayoutFailed($payoutId: Int!, $reason: String!) {\n    markPayoutFailed(payoutId: $payoutId, reason: $reason) { mailsQueued payout { ...AdminPayoutFields } }\n  }\n": typeof types.MarkPayoutFailedDocument,
    "\n  fragment AdminPromoCodeFields on AdminPromoCode {\n    id\n    code\n    discountPercent\n    months\n    validFrom\n    validUntil\n    maxRedemptions\n    redemptions\n    state\n    stateLabel\n  }\n": typeof types.AdminPromoCodeFieldsFragmentDoc,
    "\n  query AdminPromoCodes($page: PageInput, $search: String) {\n    adminPromoCodes(page: $page, search: $search) {\n      items { ...AdminPromoCodeFields }\n      totalCount\n      itemsPerPage\n    }\n  }\n": typeof types.AdminPromoCodesDocument,
    "\n  mutation CreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) { ...AdminPromoCodeFields }\n  }\n": typeof types.CreatePromoCodeDocument,
    "\n  mutation EndPromoCode($id: Int!) {\n    endPromoCode(id: $id) { ...AdminPromoCodeFields }\n  }\n": typeof types.EndPromoCodeDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName\n    siteEmail\n    maintenanceMode\n    registrationEnabled\n    autoApproveUsers\n    emailNotifications\n    maxBonusesPerUser\n    referralReward\n    minWithdrawal\n  }\n": typeof types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings { ...SiteSettingsFields }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  mutation SaveSiteSettings($input: SiteSettingsInput!) {\n    saveSiteSettings(input: $input) { ...SiteSettingsFields }\n  }\n": typeof types.SaveSiteSettingsDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    fullName\n    email\n    tierName\n    creationTimestamp\n    earnings\n    active\n    admin\n    pendingApproval\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  fragment AdminUserDetailFields on AdminUserDetail {\n    id\n    name\n    fullName\n    email\n    tierName\n    creationTimestamp\n    earnings\n    active\n    admin\n    pendingApproval\n    bonusRevenue\n    referralRevenue\n    balance\n    paidOut\n    completedBonuses\n    referredUsers\n    orders { id tierName status amount creationTimestamp expirationTimestamp waiverTimestamp waiverTermsVersion }\n    payouts { id amount status creationTimestamp }\n    consents { kind label granted termsVersion recordedTimestamp }\n  }\n": typeof types.AdminUserDetailFieldsFragmentDoc,
    "\n  query AdminUsers($input: AdminUserQueryInput) {\n    adminUsers(input: $input) {\n      users { ...AdminUserFields }\n      totalCount\n      currentPage\n      pageCount\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) { ...AdminUserDetailFields }\n  }\n": typeof types.AdminUserDocument,
    "\n  mutation UpdateAdminUser($id: ID!, $active: Boolean) {\n    updateAdminUser(input: { id: $id, active: $active }) { ...AdminUserDetailFields }\n  }\n": typeof types.UpdateAdminUserDocument,
    "\n  mutation SetAdminRights($input: AdminRightsInput!) {\n    setAdminRights(input: $input) { ...AdminUserDetailFields }\n  }\n": typeof types.SetAdminRightsDocument,
    "\n  mutation ApproveAdminUser($id: ID!) {\n    approveAdminUser(id: $id) { ...AdminUserDetailFields }\n  }\n": typeof types.ApproveAdminUserDocument,
    "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id)\n  }\n": typeof types.DeleteAdminUserDocument,
    "\n  query AdminSelf {\n    me { id }\n  }\n": typeof types.AdminSelfDocument,
    "\n  fragment AdminWebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    secret\n    enabled\n    createdAt\n  }\n": typeof types.AdminWebhookEndpointFieldsFragmentDoc,
    "\n  query AdminWebhookEndpoints {\n    webhookEndpoints { ...AdminWebhookEndpointFields }\n  }\n": typeof types.AdminWebhookEndpointsDocument,
    "\n  query AdminWebhookDeliveries($endpointId: Int!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { ...AdminWebhookEndpointFields }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation SetWebhookEndpointEnabled($id: Int!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) { ...AdminWebhookEndpointFields }\n  }\n": typeof types.SetWebhookEndpointEnabledDocument,
    "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation SendTestWebhook($id: Int!, $eventType: String!) {\n    sendTestWebhook(id: $id, eventType: $eventType) { ok statusCode error }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  query AdminUsersCsv($input: AdminUserQueryInput) {\n    adminUsersCsv(input: $input)\n  }\n": typeof types.AdminUsersCsvDocument,
};
const documents: Documents = {
    "\n  query AdminAnalytics {\n    adminAnalytics {\n      registrations {\n        month\n        value\n      }\n      earnings {\n        month\n        value\n      }\n      tiers {\n        name\n        count\n        percent\n      }\n      generations {\n        name\n        limit\n        load\n        revenue\n      }\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  query AuditLog {\n    auditLog { id actorName action details creationTimestamp }\n  }\n": types.AuditLogDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      admin\n    }\n  }\n": types.MeDocument,
    "\n  fragment AdminBonusFields on Bonus {\n    id\n    name\n    description\n    startTimestamp\n    endTimestamp\n    expectedValue\n    neededCapital\n    specialMark\n    stepList {\n      id\n      title\n      subtitle\n      description\n      icon\n      order\n      category\n      deadlineDays\n      requirement {\n        kind\n        count\n        minAmount\n        withinDays\n      }\n    }\n    urlBonusConditions\n    urlLink\n    riskRate\n    company {\n      id\n      name\n    }\n    bonusTypeName\n    visibilityStartTimestamp\n    visibilityEndTimestamp\n    visible\n    draft\n    games {\n      id\n      name\n      gameStudio\n      rtp\n      volatility\n      urlLink\n    }\n    renewingDays\n    eligibilityRules {\n      kind\n      companyId\n      months\n      min\n      max\n    }\n    valueTerms {\n      bonusAmount\n      deposit\n      wageringMultiplier\n      wageringBase\n      contributionPercent\n      maxBet\n      maxCashout\n    }\n  }\n": types.AdminBonusFieldsFragmentDoc,
    "\n  query AdminBonus($id: Int!) {\n    adminBonus(id: $id) {\n      ...AdminBonusFields\n    }\n  }\n": types.AdminBonusDocument,
    "\n  query AdminBonuses($currentPage: Int, $search: String, $types: [String!], $states: [String!]) {\n    adminBonuses(currentPage: $currentPage, search: $search, types: $types, states: $states) {\n      bonuses {\n        ...AdminBonusFields\n      }\n      totalCount\n      currentPage\n      pageCount\n    }\n  }\n": types.AdminBonusesDocument,
    "\n  mutation CreateBonus($input: BonusWriteInput!) {\n    createBonus(input: $input) {\n      ...AdminBonusFields\n    }\n  }\n": types.CreateBonusDocument,
    "\n  mutation UpdateBonus($input: BonusWriteInput!) {\n    updateBonus(input: $input) {\n      ...AdminBonusFields\n    }\n  }\n": types.UpdateBonusDocument,
    "\n  mutation SetBonusVisibility($id: Int!, $visible: Boolean!) {\n    setBonusVisibility(id: $id, visible: $visible) {\n      id\n      visible\n      draft\n    }\n  }\n": types.SetBonusVisibilityDocument,
    "\n  query CatalogueOptions {\n    companies {\n      id\n      name\n    }\n    games {\n      id\n      name\n      gameStudio\n      rtp\n      volatility\n    }\n  }\n": types.CatalogueOptionsDocument,
    "\n  query AdminBonusTerms($bonusId: Int!) {\n    bonusTerms(bonusId: $bonusId) {\n      version\n      createdTimestamp\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": types.AdminBonusTermsDocument,
    "\n  query AdminCompanies {\n    companies {\n      id\n      name\n      bankCode\n      kind\n      license {\n        number\n        validUntil\n      }\n    }\n  }\n": types.AdminCompaniesDocument,
    "\n  mutation UpdateCompany($input: CompanyUpdateInput!) {\n    updateCompany(input: $input) {\n      id\n      bankCode\n      kind\n      license {\n        number\n        validUntil\n      }\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  fragment AdminFaqFields on Faq {\n    id\n    question\n    answer\n    faqCategoryName\n    visible\n  }\n": types.AdminFaqFieldsFragmentDoc,
    "\n  query AdminFaqs {\n    adminFaqs {\n      ...AdminFaqFields\n    }\n  }\n": types.AdminFaqsDocument,
    "\n  mutation SaveFaq($input: FaqInput!) {\n    saveFaq(input: $input) {\n      ...AdminFaqFields\n    }\n  }\n": types.SaveFaqDocument,
    "\n  mutation ReorderFaqs($ids: [Int!]!) {\n    reorderFaqs(ids: $ids)\n  }\n": types.ReorderFaqsDocument,
    "\n  fragment AdminInvestmentCategoryFields on InvestmentCategory {\n    id\n    name\n    color\n    subtitle\n    shortDescription\n    description\n    prosList\n    consList\n    avgExpectedReturn\n    avgRiskRate\n    visible\n  }\n": types.AdminInvestmentCategoryFieldsFragmentDoc,
    "\n  query AdminInvestmentCategories {\n    adminInvestmentCategories {\n      ...AdminInvestmentCategoryFields\n    }\n  }\n": types.AdminInvestmentCategoriesDocument,
    "\n  fragment AdminInvestmentProductFields on InvestmentProduct {\n    id\n    companyName\n    name\n    description\n    prosList\n    consList\n    expectedReturn\n    investHorizontId\n    neededCapital\n    riskRate\n    stepList {\n      title\n      description\n    }\n    urlLink\n    recommended\n    investmentCategoryId\n    visible\n  }\n": types.AdminInvestmentProductFieldsFragmentDoc,
    "\n  query AdminInvestments($investmentCategoryId: Int!) {\n    investments(investmentCategoryId: $investmentCategoryId) {\n      ...AdminInvestmentProductFields\n    }\n  }\n": types.AdminInvestmentsDocument,
    "\n  mutation SaveInvestmentCategory($input: InvestmentCategoryInput!) {\n    saveInvestmentCategory(input: $input) {\n      ...AdminInvestmentCategoryFields\n    }\n  }\n": types.SaveInvestmentCategoryDocument,
    "\n  mutation SaveInvestmentProduct($input: InvestmentProductInput!) {\n    saveInvestmentProduct(input: $input) {\n      ...AdminInvestmentProductFields\n    }\n  }\n": types.SaveInvestmentProductDocument,
    "\n  mutation ReorderInvestments($ids: [Int!]!, $products: Boolean!) {\n    reorderInvestments(ids: $ids, products: $products)\n  }\n": types.ReorderInvestmentsDocument,
    "\n  fragment NewsletterFields on Newsletter {\n    id\n    subject\n    creationTimestamp\n    recipients\n    sent\n    failed\n    skipped\n  }\n": types.NewsletterFieldsFragmentDoc,
    "\n  query Newsletters($page: PageInput) {\n    newsletters(page: $page) {\n      items { ...NewsletterFields }\n      totalCount\n      itemsPerPage\n    }\n  }\n": types.NewslettersDocument,
    "\n  mutation SendNewsletter($input: NewsletterInput!) {\n    sendNewsletter(input: $input) { ...NewsletterFields }\n  }\n": types.SendNewsletterDocument,
    "\n  query AdminOverview {\n    adminOverview {\n      totalUsers\n      activeBonuses\n      totalEarnings\n      conversionRate\n      activeUsers\n      todayBonuses\n      todayIncome\n      recentActivity {\n        kind\n        text\n        timestamp\n        memberId\n        memberName\n      }\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  query AdminOverviewTrends {\n    adminOverviewTrends {\n      month\n      previousMonth\n      members {\n        current\n        previous\n      }\n      registrations {\n        current\n        previous\n      }\n      revenue {\n        current\n        previous\n      }\n      bonuses {\n        current\n        previous\n      }\n      pendingPayouts {\n        count\n        amount\n        unbatched\n      }\n      revenueByMonth {\n        month\n        value\n      }\n      missedStepsByMonth {\n        month\n        value\n      }\n    }\n  }\n": types.AdminOverviewTrendsDocument,
    "\n  query PendingEarnings($page: PageInput) {\n    pendingEarnings(page: $page) {\n      items {\n        id\n        memberName\n        bonusName\n        expectedValue\n        reachedProfit\n        creationTimestamp\n      }\n      totalCount\n      itemsPerPage\n    }\n  }\n": types.PendingEarningsDocument,
    "\n  mutation ReviewEarnings($id: Int!, $approve: Boolean!) {\n    reviewEarnings(id: $id, approve: $approve)\n  }\n": types.ReviewEarningsDocument,
    "\n  fragment PayoutTotalFields on PayoutTotal {\n    count\n    amountHalere\n  }\n": types.PayoutTotalFieldsFragmentDoc,
    "\n  fragment AdminPayoutFields on AdminPayout {\n    id\n    creationTimestamp\n    kind\n    amountHalere\n    status\n    memberName\n    memberEmail\n    bankAccount\n    batchId\n  }\n": types.AdminPayoutFieldsFragmentDoc,
    "\n  fragment PayoutBatchFields on PayoutBatch {\n    id\n    creationTimestamp\n    createdByName\n    format\n    paidOn\n    pending { ...PayoutTotalFields }\n    paid { ...PayoutTotalFields }\n    failed { ...PayoutTotalFields }\n  }\n": types.PayoutBatchFieldsFragmentDoc,
    "\n  query AdminPayouts($month: String!) {\n    adminPayouts(month: $month) {\n      month\n      payouts { ...AdminPayoutFields }\n      totals { manual { ...PayoutTotalFields } auto { ...PayoutTotalFields } all { ...PayoutTotalFields } }\n    }\n  }\n": types.AdminPayoutsDocument,
    "\n  query PayoutBatches {\n    payoutBatches { ...PayoutBatchFields }\n  }\n": types.PayoutBatchesDocument,
    "\n  query PayoutBatchFile($batchId: Int!) {\n    payoutBatchFile(batchId: $batchId) { fileName content batch { ...PayoutBatchFields } }\n  }\n": types.PayoutBatchFileDocument,
    "\n  mutation ExportPayoutBatch($month: String!, $payoutIds: [Int!]) {\n    exportPayoutBatch(month: $month, payoutIds: $payoutIds) { fileName content batch { ...PayoutBatchFields } }\n  }\n": types.ExportPayoutBatchDocument,
    "\n  mutation MarkPayoutBatchPaid($batchId: Int!, $paidOn: String!) {\n    markPayoutBatchPaid(batchId: $batchId, paidOn: $paidOn) { mailsQueued batch { ...PayoutBatchFields } }\n  }\n": types.MarkPayoutBatchPaidDocument,
    "\n  mutation MarkPayoutFailed($payoutId: Int!, $reason: String!) {\n    markPayoutFailed(payoutId: $payoutId, reason: $reason) { mailsQueued payout { ...AdminPayoutFields } }\n  }\n": types.MarkPayoutFailedDocument,
    "\n  fragment AdminPromoCodeFields on AdminPromoCode {\n    id\n    code\n    discountPercent\n    months\n    validFrom\n    validUntil\n    maxRedemptions\n    redemptions\n    state\n    stateLabel\n  }\n": types.AdminPromoCodeFieldsFragmentDoc,
    "\n  query AdminPromoCodes($page: PageInput, $search: String) {\n    adminPromoCodes(page: $page, search: $search) {\n      items { ...AdminPromoCodeFields }\n      totalCount\n      itemsPerPage\n    }\n  }\n": types.AdminPromoCodesDocument,
    "\n  mutation CreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) { ...AdminPromoCodeFields }\n  }\n": types.CreatePromoCodeDocument,
    "\n  mutation EndPromoCode($id: Int!) {\n    endPromoCode(id: $id) { ...AdminPromoCodeFields }\n  }\n": types.EndPromoCodeDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName\n    siteEmail\n    maintenanceMode\n    registrationEnabled\n    autoApproveUsers\n    emailNotifications\n    maxBonusesPerUser\n    referralReward\n    minWithdrawal\n  }\n": types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings { ...SiteSettingsFields }\n  }\n": types.SiteSettingsDocument,
    "\n  mutation SaveSiteSettings($input: SiteSettingsInput!) {\n    saveSiteSettings(input: $input) { ...SiteSettingsFields }\n  }\n": types.SaveSiteSettingsDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    fullName\n    email\n    tierName\n    creationTimestamp\n    earnings\n    active\n    admin\n    pendingApproval\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  fragment AdminUserDetailFields on AdminUserDetail {\n    id\n    name\n    fullName\n    email\n    tierName\n    creationTimestamp\n    earnings\n    active\n    admin\n    pendingApproval\n    bonusRevenue\n    referralRevenue\n    balance\n    paidOut\n    completedBonuses\n    referredUsers\n    orders { id tierName status amount creationTimestamp expirationTimestamp waiverTimestamp waiverTermsVersion }\n    payouts { id amount status creationTimestamp }\n    consents { kind label granted termsVersion recordedTimestamp }\n  }\n": types.AdminUserDetailFieldsFragmentDoc,
    "\n  query AdminUsers($input: AdminUserQueryInput) {\n    adminUsers(input: $input) {\n      users { ...AdminUserFields }\n      totalCount\n      currentPage\n      pageCount\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) { ...AdminUserDetailFields }\n  }\n": types.AdminUserDocument,
    "\n  mutation UpdateAdminUser($id: ID!, $active: Boolean) {\n    updateAdminUser(input: { id: $id, active: $active }) { ...AdminUserDetailFields }\n  }\n": types.UpdateAdminUserDocument,
    "\n  mutation SetAdminRights($input: AdminRightsInput!) {\n    setAdminRights(input: $input) { ...AdminUserDetailFields }\n  }\n": types.SetAdminRightsDocument,
    "\n  mutation ApproveAdminUser($id: ID!) {\n    approveAdminUser(id: $id) { ...AdminUserDetailFields }\n  }\n": types.ApproveAdminUserDocument,
    "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id)\n  }\n": types.DeleteAdminUserDocument,
    "\n  query AdminSelf {\n    me { id }\n  }\n": types.AdminSelfDocument,
    "\n  fragment AdminWebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    secret\n    enabled\n    createdAt\n  }\n": types.AdminWebhookEndpointFieldsFragmentDoc,
    "\n  query AdminWebhookEndpoints {\n    webhookEndpoints { ...AdminWebhookEndpointFields }\n  }\n": types.AdminWebhookEndpointsDocument,
    "\n  query AdminWebhookDeliveries($endpointId: Int!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { ...AdminWebhookEndpointFields }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation SetWebhookEndpointEnabled($id: Int!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) { ...AdminWebhookEndpointFields }\n  }\n": types.SetWebhookEndpointEnabledDocument,
    "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation SendTestWebhook($id: Int!, $eventType: String!) {\n    sendTestWebhook(id: $id, eventType: $eventType) { ok statusCode error }\n  }\n": types.SendTestWebhookDocument,
    "\n  query AdminUsersCsv($input: AdminUserQueryInput) {\n    adminUsersCsv(input: $input)\n  }\n": types.AdminUsersCsvDocument,
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
export function graphql(source: "\n  query AdminAnalytics {\n    adminAnalytics {\n      registrations {\n        month\n        value\n      }\n      earnings {\n        month\n        value\n      }\n      tiers {\n        name\n        count\n        percent\n      }\n      generations {\n        name\n        limit\n        load\n        revenue\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics {\n    adminAnalytics {\n      registrations {\n        month\n        value\n      }\n      earnings {\n        month\n        value\n      }\n      tiers {\n        name\n        count\n        percent\n      }\n      generations {\n        name\n        limit\n        load\n        revenue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog {\n    auditLog { id actorName action details creationTimestamp }\n  }\n"): (typeof documents)["\n  query AuditLog {\n    auditLog { id actorName action details creationTimestamp }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      admin\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      admin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBonusFields on Bonus {\n    id\n    name\n    description\n    startTimestamp\n    endTimestamp\n    expectedValue\n    neededCapital\n    specialMark\n    stepList {\n      id\n      title\n      subtitle\n      description\n      icon\n      order\n      category\n      deadlineDays\n      requirement {\n        kind\n        count\n        minAmount\n        withinDays\n      }\n    }\n    urlBonusConditions\n    urlLink\n    riskRate\n    company {\n      id\n      name\n    }\n    bonusTypeName\n    visibilityStartTimestamp\n    visibilityEndTimestamp\n    visible\n    draft\n    games {\n      id\n      name\n      gameStudio\n      rtp\n      volatility\n      urlLink\n    }\n    renewingDays\n    eligibilityRules {\n      kind\n      companyId\n      months\n      min\n      max\n    }\n    valueTerms {\n      bonusAmount\n      deposit\n      wageringMultiplier\n      wageringBase\n      contributionPercent\n      maxBet\n      maxCashout\n    }\n  }\n"): (typeof documents)["\n  fragment AdminBonusFields on Bonus {\n    id\n    name\n    description\n    startTimestamp\n    endTimestamp\n    expectedValue\n    neededCapital\n    specialMark\n    stepList {\n      id\n      title\n      subtitle\n      description\n      icon\n      order\n      category\n      deadlineDays\n      requirement {\n        kind\n        count\n        minAmount\n        withinDays\n      }\n    }\n    urlBonusConditions\n    urlLink\n    riskRate\n    company {\n      id\n      name\n    }\n    bonusTypeName\n    visibilityStartTimestamp\n    visibilityEndTimestamp\n    visible\n    draft\n    games {\n      id\n      name\n      gameStudio\n      rtp\n      volatility\n      urlLink\n    }\n    renewingDays\n    eligibilityRules {\n      kind\n      companyId\n      months\n      min\n      max\n    }\n    valueTerms {\n      bonusAmount\n      deposit\n      wageringMultiplier\n      wageringBase\n      contributionPercent\n      maxBet\n      maxCashout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBonus($id: Int!) {\n    adminBonus(id: $id) {\n      ...AdminBonusFields\n    }\n  }\n"): (typeof documents)["\n  query AdminBonus($id: Int!) {\n    adminBonus(id: $id) {\n      ...AdminBonusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBonuses($currentPage: Int, $search: String, $types: [String!], $states: [String!]) {\n    adminBonuses(currentPage: $currentPage, search: $search, types: $types, states: $states) {\n      bonuses {\n        ...AdminBonusFields\n      }\n      totalCount\n      currentPage\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query AdminBonuses($currentPage: Int, $search: String, $types: [String!], $states: [String!]) {\n    adminBonuses(currentPage: $currentPage, search: $search, types: $types, states: $states) {\n      bonuses {\n        ...AdminBonusFields\n      }\n      totalCount\n      currentPage\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBonus($input: BonusWriteInput!) {\n    createBonus(input: $input) {\n      ...AdminBonusFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBonus($input: BonusWriteInput!) {\n    createBonus(input: $input) {\n      ...AdminBonusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBonus($input: BonusWriteInput!) {\n    updateBonus(input: $input) {\n      ...AdminBonusFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBonus($input: BonusWriteInput!) {\n    updateBonus(input: $input) {\n      ...AdminBonusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBonusVisibility($id: Int!, $visible: Boolean!) {\n    setBonusVisibility(id: $id, visible: $visible) {\n      id\n      visible\n      draft\n    }\n  }\n"): (typeof documents)["\n  mutation SetBonusVisibility($id: Int!, $visible: Boolean!) {\n    setBonusVisibility(id: $id, visible: $visible) {\n      id\n      visible\n      draft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueOptions {\n    companies {\n      id\n      name\n    }\n    games {\n      id\n      name\n      gameStudio\n      rtp\n      volatility\n    }\n  }\n"): (typeof documents)["\n  query CatalogueOptions {\n    companies {\n      id\n      name\n    }\n    games {\n      id\n      name\n      gameStudio\n      rtp\n      volatility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBonusTerms($bonusId: Int!) {\n    bonusTerms(bonusId: $bonusId) {\n      version\n      createdTimestamp\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBonusTerms($bonusId: Int!) {\n    bonusTerms(bonusId: $bonusId) {\n      version\n      createdTimestamp\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCompanies {\n    companies {\n      id\n      name\n      bankCode\n      kind\n      license {\n        number\n        validUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCompanies {\n    companies {\n      id\n      name\n      bankCode\n      kind\n      license {\n        number\n        validUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($input: CompanyUpdateInput!) {\n    updateCompany(input: $input) {\n      id\n      bankCode\n      kind\n      license {\n        number\n        validUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($input: CompanyUpdateInput!) {\n    updateCompany(input: $input) {\n      id\n      bankCode\n      kind\n      license {\n        number\n        validUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFaqFields on Faq {\n    id\n    question\n    answer\n    faqCategoryName\n    visible\n  }\n"): (typeof documents)["\n  fragment AdminFaqFields on Faq {\n    id\n    question\n    answer\n    faqCategoryName\n    visible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFaqs {\n    adminFaqs {\n      ...AdminFaqFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFaqs {\n    adminFaqs {\n      ...AdminFaqFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFaq($input: FaqInput!) {\n    saveFaq(input: $input) {\n      ...AdminFaqFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFaq($input: FaqInput!) {\n    saveFaq(input: $input) {\n      ...AdminFaqFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderFaqs($ids: [Int!]!) {\n    reorderFaqs(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation ReorderFaqs($ids: [Int!]!) {\n    reorderFaqs(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInvestmentCategoryFields on InvestmentCategory {\n    id\n    name\n    color\n    subtitle\n    shortDescription\n    description\n    prosList\n    consList\n    avgExpectedReturn\n    avgRiskRate\n    visible\n  }\n"): (typeof documents)["\n  fragment AdminInvestmentCategoryFields on InvestmentCategory {\n    id\n    name\n    color\n    subtitle\n    shortDescription\n    description\n    prosList\n    consList\n    avgExpectedReturn\n    avgRiskRate\n    visible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvestmentCategories {\n    adminInvestmentCategories {\n      ...AdminInvestmentCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminInvestmentCategories {\n    adminInvestmentCategories {\n      ...AdminInvestmentCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInvestmentProductFields on InvestmentProduct {\n    id\n    companyName\n    name\n    description\n    prosList\n    consList\n    expectedReturn\n    investHorizontId\n    neededCapital\n    riskRate\n    stepList {\n      title\n      description\n    }\n    urlLink\n    recommended\n    investmentCategoryId\n    visible\n  }\n"): (typeof documents)["\n  fragment AdminInvestmentProductFields on InvestmentProduct {\n    id\n    companyName\n    name\n    description\n    prosList\n    consList\n    expectedReturn\n    investHorizontId\n    neededCapital\n    riskRate\n    stepList {\n      title\n      description\n    }\n    urlLink\n    recommended\n    investmentCategoryId\n    visible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvestments($investmentCategoryId: Int!) {\n    investments(investmentCategoryId: $investmentCategoryId) {\n      ...AdminInvestmentProductFields\n    }\n  }\n"): (typeof documents)["\n  query AdminInvestments($investmentCategoryId: Int!) {\n    investments(investmentCategoryId: $investmentCategoryId) {\n      ...AdminInvestmentProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveInvestmentCategory($input: InvestmentCategoryInput!) {\n    saveInvestmentCategory(input: $input) {\n      ...AdminInvestmentCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveInvestmentCategory($input: InvestmentCategoryInput!) {\n    saveInvestmentCategory(input: $input) {\n      ...AdminInvestmentCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveInvestmentProduct($input: InvestmentProductInput!) {\n    saveInvestmentProduct(input: $input) {\n      ...AdminInvestmentProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveInvestmentProduct($input: InvestmentProductInput!) {\n    saveInvestmentProduct(input: $input) {\n      ...AdminInvestmentProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderInvestments($ids: [Int!]!, $products: Boolean!) {\n    reorderInvestments(ids: $ids, products: $products)\n  }\n"): (typeof documents)["\n  mutation ReorderInvestments($ids: [Int!]!, $products: Boolean!) {\n    reorderInvestments(ids: $ids, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsletterFields on Newsletter {\n    id\n    subject\n    creationTimestamp\n    recipients\n    sent\n    failed\n    skipped\n  }\n"): (typeof documents)["\n  fragment NewsletterFields on Newsletter {\n    id\n    subject\n    creationTimestamp\n    recipients\n    sent\n    failed\n    skipped\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Newsletters($page: PageInput) {\n    newsletters(page: $page) {\n      items { ...NewsletterFields }\n      totalCount\n      itemsPerPage\n    }\n  }\n"): (typeof documents)["\n  query Newsletters($page: PageInput) {\n    newsletters(page: $page) {\n      items { ...NewsletterFields }\n      totalCount\n      itemsPerPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletter($input: NewsletterInput!) {\n    sendNewsletter(input: $input) { ...NewsletterFields }\n  }\n"): (typeof documents)["\n  mutation SendNewsletter($input: NewsletterInput!) {\n    sendNewsletter(input: $input) { ...NewsletterFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminOverview {\n      totalUsers\n      activeBonuses\n      totalEarnings\n      conversionRate\n      activeUsers\n      todayBonuses\n      todayIncome\n      recentActivity {\n        kind\n        text\n        timestamp\n        memberId\n        memberName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminOverview {\n      totalUsers\n      activeBonuses\n      totalEarnings\n      conversionRate\n      activeUsers\n      todayBonuses\n      todayIncome\n      recentActivity {\n        kind\n        text\n        timestamp\n        memberId\n        memberName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverviewTrends {\n    adminOverviewTrends {\n      month\n      previousMonth\n      members {\n        current\n        previous\n      }\n      registrations {\n        current\n        previous\n      }\n      revenue {\n        current\n        previous\n      }\n      bonuses {\n        current\n        previous\n      }\n      pendingPayouts {\n        count\n        amount\n        unbatched\n      }\n      revenueByMonth {\n        month\n        value\n      }\n      missedStepsByMonth {\n        month\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverviewTrends {\n    adminOverviewTrends {\n      month\n      previousMonth\n      members {\n        current\n        previous\n      }\n      registrations {\n        current\n        previous\n      }\n      revenue {\n        current\n        previous\n      }\n      bonuses {\n        current\n        previous\n      }\n      pendingPayouts {\n        count\n        amount\n        unbatched\n      }\n      revenueByMonth {\n        month\n        value\n      }\n      missedStepsByMonth {\n        month\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingEarnings($page: PageInput) {\n    pendingEarnings(page: $page) {\n      items {\n        id\n        memberName\n        bonusName\n        expectedValue\n        reachedProfit\n        creationTimestamp\n      }\n      totalCount\n      itemsPerPage\n    }\n  }\n"): (typeof documents)["\n  query PendingEarnings($page: PageInput) {\n    pendingEarnings(page: $page) {\n      items {\n        id\n        memberName\n        bonusName\n        expectedValue\n        reachedProfit\n        creationTimestamp\n      }\n      totalCount\n      itemsPerPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewEarnings($id: Int!, $approve: Boolean!) {\n    reviewEarnings(id: $id, approve: $approve)\n  }\n"): (typeof documents)["\n  mutation ReviewEarnings($id: Int!, $approve: Boolean!) {\n    reviewEarnings(id: $id, approve: $approve)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutTotalFields on PayoutTotal {\n    count\n    amountHalere\n  }\n"): (typeof documents)["\n  fragment PayoutTotalFields on PayoutTotal {\n    count\n    amountHalere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPayoutFields on AdminPayout {\n    id\n    creationTimestamp\n    kind\n    amountHalere\n    status\n    memberName\n    memberEmail\n    bankAccount\n    batchId\n  }\n"): (typeof documents)["\n  fragment AdminPayoutFields on AdminPayout {\n    id\n    creationTimestamp\n    kind\n    amountHalere\n    status\n    memberName\n    memberEmail\n    bankAccount\n    batchId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutBatchFields on PayoutBatch {\n    id\n    creationTimestamp\n    createdByName\n    format\n    paidOn\n    pending { ...PayoutTotalFields }\n    paid { ...PayoutTotalFields }\n    failed { ...PayoutTotalFields }\n  }\n"): (typeof documents)["\n  fragment PayoutBatchFields on PayoutBatch {\n    id\n    creationTimestamp\n    createdByName\n    format\n    paidOn\n    pending { ...PayoutTotalFields }\n    paid { ...PayoutTotalFields }\n    failed { ...PayoutTotalFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayouts($month: String!) {\n    adminPayouts(month: $month) {\n      month\n      payouts { ...AdminPayoutFields }\n      totals { manual { ...PayoutTotalFields } auto { ...PayoutTotalFields } all { ...PayoutTotalFields } }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayouts($month: String!) {\n    adminPayouts(month: $month) {\n      month\n      payouts { ...AdminPayoutFields }\n      totals { manual { ...PayoutTotalFields } auto { ...PayoutTotalFields } all { ...PayoutTotalFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutBatches {\n    payoutBatches { ...PayoutBatchFields }\n  }\n"): (typeof documents)["\n  query PayoutBatches {\n    payoutBatches { ...PayoutBatchFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutBatchFile($batchId: Int!) {\n    payoutBatchFile(batchId: $batchId) { fileName content batch { ...PayoutBatchFields } }\n  }\n"): (typeof documents)["\n  query PayoutBatchFile($batchId: Int!) {\n    payoutBatchFile(batchId: $batchId) { fileName content batch { ...PayoutBatchFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportPayoutBatch($month: String!, $payoutIds: [Int!]) {\n    exportPayoutBatch(month: $month, payoutIds: $payoutIds) { fileName content batch { ...PayoutBatchFields } }\n  }\n"): (typeof documents)["\n  mutation ExportPayoutBatch($month: String!, $payoutIds: [Int!]) {\n    exportPayoutBatch(month: $month, payoutIds: $payoutIds) { fileName content batch { ...PayoutBatchFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPayoutBatchPaid($batchId: Int!, $paidOn: String!) {\n    markPayoutBatchPaid(batchId: $batchId, paidOn: $paidOn) { mailsQueued batch { ...PayoutBatchFields } }\n  }\n"): (typeof documents)["\n  mutation MarkPayoutBatchPaid($batchId: Int!, $paidOn: String!) {\n    markPayoutBatchPaid(batchId: $batchId, paidOn: $paidOn) { mailsQueued batch { ...PayoutBatchFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPayoutFailed($payoutId: Int!, $reason: String!) {\n    markPayoutFailed(payoutId: $payoutId, reason: $reason) { mailsQueued payout { ...AdminPayoutFields } }\n  }\n"): (typeof documents)["\n  mutation MarkPayoutFailed($payoutId: Int!, $reason: String!) {\n    markPayoutFailed(payoutId: $payoutId, reason: $reason) { mailsQueued payout { ...AdminPayoutFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPromoCodeFields on AdminPromoCode {\n    id\n    code\n    discountPercent\n    months\n    validFrom\n    validUntil\n    maxRedemptions\n    redemptions\n    state\n    stateLabel\n  }\n"): (typeof documents)["\n  fragment AdminPromoCodeFields on AdminPromoCode {\n    id\n    code\n    discountPercent\n    months\n    validFrom\n    validUntil\n    maxRedemptions\n    redemptions\n    state\n    stateLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromoCodes($page: PageInput, $search: String) {\n    adminPromoCodes(page: $page, search: $search) {\n      items { ...AdminPromoCodeFields }\n      totalCount\n      itemsPerPage\n    }\n  }\n"): (typeof documents)["\n  query AdminPromoCodes($page: PageInput, $search: String) {\n    adminPromoCodes(page: $page, search: $search) {\n      items { ...AdminPromoCodeFields }\n      totalCount\n      itemsPerPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) { ...AdminPromoCodeFields }\n  }\n"): (typeof documents)["\n  mutation CreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) { ...AdminPromoCodeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndPromoCode($id: Int!) {\n    endPromoCode(id: $id) { ...AdminPromoCodeFields }\n  }\n"): (typeof documents)["\n  mutation EndPromoCode($id: Int!) {\n    endPromoCode(id: $id) { ...AdminPromoCodeFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName\n    siteEmail\n    maintenanceMode\n    registrationEnabled\n    autoApproveUsers\n    emailNotifications\n    maxBonusesPerUser\n    referralReward\n    minWithdrawal\n  }\n"): (typeof documents)["\n  fragment SiteSettingsFields on SiteSettings {\n    siteName\n    siteEmail\n    maintenanceMode\n    registrationEnabled\n    autoApproveUsers\n    emailNotifications\n    maxBonusesPerUser\n    referralReward\n    minWithdrawal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings { ...SiteSettingsFields }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings { ...SiteSettingsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSiteSettings($input: SiteSettingsInput!) {\n    saveSiteSettings(input: $input) { ...SiteSettingsFields }\n  }\n"): (typeof documents)["\n  mutation SaveSiteSettings($input: SiteSettingsInput!) {\n    saveSiteSettings(input: $input) { ...SiteSettingsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    fullName\n    email\n    tierName\n    creationTimestamp\n    earnings\n    active\n    admin\n    pendingApproval\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    fullName\n    email\n    tierName\n    creationTimestamp\n    earnings\n    active\n    admin\n    pendingApproval\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserDetailFields on AdminUserDetail {\n    id\n    name\n    fullName\n    email\n    tierName\n    creationTimestamp\n    earnings\n    active\n    admin\n    pendingApproval\n    bonusRevenue\n    referralRevenue\n    balance\n    paidOut\n    completedBonuses\n    referredUsers\n    orders { id tierName status amount creationTimestamp expirationTimestamp waiverTimestamp waiverTermsVersion }\n    payouts { id amount status creationTimestamp }\n    consents { kind label granted termsVersion recordedTimestamp }\n  }\n"): (typeof documents)["\n  fragment AdminUserDetailFields on AdminUserDetail {\n    id\n    name\n    fullName\n    email\n    tierName\n    creationTimestamp\n    earnings\n    active\n    admin\n    pendingApproval\n    bonusRevenue\n    referralRevenue\n    balance\n    paidOut\n    completedBonuses\n    referredUsers\n    orders { id tierName status amount creationTimestamp expirationTimestamp waiverTimestamp waiverTermsVersion }\n    payouts { id amount status creationTimestamp }\n    consents { kind label granted termsVersion recordedTimestamp }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($input: AdminUserQueryInput) {\n    adminUsers(input: $input) {\n      users { ...AdminUserFields }\n      totalCount\n      currentPage\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($input: AdminUserQueryInput) {\n    adminUsers(input: $input) {\n      users { ...AdminUserFields }\n      totalCount\n      currentPage\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) { ...AdminUserDetailFields }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) { ...AdminUserDetailFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminUser($id: ID!, $active: Boolean) {\n    updateAdminUser(input: { id: $id, active: $active }) { ...AdminUserDetailFields }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminUser($id: ID!, $active: Boolean) {\n    updateAdminUser(input: { id: $id, active: $active }) { ...AdminUserDetailFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAdminRights($input: AdminRightsInput!) {\n    setAdminRights(input: $input) { ...AdminUserDetailFields }\n  }\n"): (typeof documents)["\n  mutation SetAdminRights($input: AdminRightsInput!) {\n    setAdminRights(input: $input) { ...AdminUserDetailFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAdminUser($id: ID!) {\n    approveAdminUser(id: $id) { ...AdminUserDetailFields }\n  }\n"): (typeof documents)["\n  mutation ApproveAdminUser($id: ID!) {\n    approveAdminUser(id: $id) { ...AdminUserDetailFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSelf {\n    me { id }\n  }\n"): (typeof documents)["\n  query AdminSelf {\n    me { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    secret\n    enabled\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminWebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    secret\n    enabled\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookEndpoints {\n    webhookEndpoints { ...AdminWebhookEndpointFields }\n  }\n"): (typeof documents)["\n  query AdminWebhookEndpoints {\n    webhookEndpoints { ...AdminWebhookEndpointFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($endpointId: Int!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($endpointId: Int!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      id\n      eventId\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { ...AdminWebhookEndpointFields }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { ...AdminWebhookEndpointFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookEndpointEnabled($id: Int!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) { ...AdminWebhookEndpointFields }\n  }\n"): (typeof documents)["\n  mutation SetWebhookEndpointEnabled($id: Int!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) { ...AdminWebhookEndpointFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: Int!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($id: Int!, $eventType: String!) {\n    sendTestWebhook(id: $id, eventType: $eventType) { ok statusCode error }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($id: Int!, $eventType: String!) {\n    sendTestWebhook(id: $id, eventType: $eventType) { ok statusCode error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersCsv($input: AdminUserQueryInput) {\n    adminUsersCsv(input: $input)\n  }\n"): (typeof documents)["\n  query AdminUsersCsv($input: AdminUserQueryInput) {\n    adminUsersCsv(input: $input)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;