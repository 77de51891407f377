import type { EntityManager } from 'typeorm';
import { CompanyEntity } from './company.entity';

/** The SQL of the admin's company form. */

/** The company row, locked until the transaction ends; null when there is none. */
export function lockCompany(manager: EntityManager, companyId: number): Promise<CompanyEntity | null> {
  return manager.findOne(CompanyEntity, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
}

export async function updateCompany(manager: EntityManager, companyId: number, changes: Pick<CompanyEntity, 'kind' | 'bankCode' | 'licenseNumber' | 'licenseValidUntil'>): Promise<void> {
  await manager.update(CompanyEntity, companyId, changes);
}
