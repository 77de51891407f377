import { DomainError } from '@bonus/domain';
import type { AuthAccounts } from '../../integrations/auth/firebase-auth';
import type { UserEntity } from '../users/user.entity';

/**
 * "Administrace" in the member app: the admin app is another origin, so Firebase keeps its sign-in
 * apart; a custom token for the admin's own account carries the sign-in over. It grants nothing the
 * session does not already have (the same account), and a session started from it never counts as a
 * recent sign-in (UserService.eraseSelf).
 */
export class AdminSignInService {
  constructor(private readonly accounts: AuthAccounts) {}

  async handoverToken(user: UserEntity): Promise<string> {
    if (!user.admin || !user.firebaseUid) throw new DomainError('FORBIDDEN');
    try {
      return await this.accounts.createSignInToken(user.firebaseUid);
    } catch (error) {
      throw new DomainError('ADMIN_HANDOVER_FAILED', { cause: (error as Error).message });
    }
  }
}
