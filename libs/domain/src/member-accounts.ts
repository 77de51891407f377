import { z } from 'zod';
import { recordId, unixSeconds } from './input-bounds';

/** Where a member's account record came from (issue #36 "Moje účty"). */
export const MEMBER_ACCOUNT_SOURCES = ['manual', 'bonus'] as const;
export type MemberAccountSource = (typeof MEMBER_ACCOUNT_SOURCES)[number];

export const MEMBER_ACCOUNT_MESSAGES = {
  company: 'Vyberte banku nebo kasino.',
  opened: 'Zadejte datum založení účtu.',
  closed: 'Datum zrušení účtu je neplatné.',
  order: 'Účet nemohl být zrušen dřív, než byl založen.',
  future: 'Datum nemůže být v budoucnosti.',
  unknownCompany: 'Tuto banku nebo kasino v katalogu nemáme.',
} as const;

/** Dates a member gives may not lie ahead (a little slack for clocks). */
const FUTURE_SLACK_SECONDS = 24 * 3600;
const pastSeconds = (message: string) => unixSeconds(message).refine((seconds) => seconds <= Date.now() / 1000 + FUTURE_SLACK_SECONDS, { error: MEMBER_ACCOUNT_MESSAGES.future });

const closedBeforeOpened = (input: { opened_timestamp?: number; closed_timestamp?: number | null }) =>
  input.opened_timestamp === undefined || input.closed_timestamp == null || input.closed_timestamp >= input.opened_timestamp;

/** POST /account. */
export const memberAccountCreateInputSchema = z
  .strictObject({
    company_id: recordId(MEMBER_ACCOUNT_MESSAGES.company),
    opened_timestamp: pastSeconds(MEMBER_ACCOUNT_MESSAGES.opened),
    closed_timestamp: pastSeconds(MEMBER_ACCOUNT_MESSAGES.closed).nullable().optional().default(null),
  })
  .refine(closedBeforeOpened, { error: MEMBER_ACCOUNT_MESSAGES.order, path: ['closed_timestamp'] });
export type MemberAccountCreateInput = z.infer<typeof memberAccountCreateInputSchema>;

/** PUT /account: only the fields given change; `closed_timestamp: null` reopens the account. */
export const memberAccountUpdateInputSchema = z
  .strictObject({
    id: recordId(),
    opened_timestamp: pastSeconds(MEMBER_ACCOUNT_MESSAGES.opened).optional(),
    closed_timestamp: pastSeconds(MEMBER_ACCOUNT_MESSAGES.closed).nullable().optional(),
  })
  .refine(closedBeforeOpened, { error: MEMBER_ACCOUNT_MESSAGES.order, path: ['closed_timestamp'] });
export type MemberAccountUpdateInput = z.infer<typeof memberAccountUpdateInputSchema>;

/** GET /account_all item. */
export const memberAccountDtoSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  opened_timestamp: z.number().int(),
  closed_timestamp: z.number().int().nullable().describe('Null while the account is open.'),
  source: z.enum(MEMBER_ACCOUNT_SOURCES).describe('How the account was recorded. manual: by the member; bonus: when the member finished an offer of that company.'),
});
export type MemberAccountDto = z.infer<typeof memberAccountDtoSchema>;
