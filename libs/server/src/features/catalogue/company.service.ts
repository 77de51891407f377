import type { DataSource } from 'typeorm';
import { CompanyUpdateInput, DomainError } from '@bonus/domain';
import type { BonusCatalogue } from '../bonuses/bonus-catalogue';
import { Company, toCompanyReadModel } from '../bonuses/bonus.read-model';
import { lockCompany, updateCompany } from './company.queries';

/** The admin's company form (issues #38, #55): bank or casino, a bank's ČNB code, a casino's Ministry of Finance licence. */
export class CompanyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: BonusCatalogue,
  ) {}

  async update(input: CompanyUpdateInput): Promise<Company> {
    return this.dataSource.transaction(async (manager) => {
      const company = await lockCompany(manager, input.id);
      if (!company) throw new DomainError('NOT_FOUND', { companyId: input.id });
      const changes = {
        kind: input.kind,
        bankCode: input.kind === 'bank' ? input.bank_code : null,
        licenseNumber: input.license_number || null,
        licenseValidUntil: input.license_valid_until === null ? null : new Date(input.license_valid_until * 1000),
      };
      await updateCompany(manager, input.id, changes);
      // Offers carry their company: the shared catalogue is loaded again.
      await this.catalogue.invalidate(manager);
      return toCompanyReadModel({ ...company, ...changes });
    });
  }
}
