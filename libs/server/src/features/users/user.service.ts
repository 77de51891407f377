import { DataSource } from 'typeorm';
import { UserEntity } from './user.entity';

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  /** The live (not erased) user record of a Firebase account, or null when it has none. */
  findByFirebaseUid(firebaseUid: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ firebaseUid });
  }
}
