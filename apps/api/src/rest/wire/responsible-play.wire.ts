import { OperatorStatusDto, toUnixSeconds } from '@bonus/domain';
import type { NamedOperatorStatus } from '@bonus/server';

export const toOperatorStatusWire = (record: NamedOperatorStatus): OperatorStatusDto => ({
  id: record.id,
  company_id: record.companyId,
  company_name: record.companyName,
  status: record.status,
  since_timestamp: toUnixSeconds(record.since),
  recorded_timestamp: toUnixSeconds(record.recordedAt),
});
