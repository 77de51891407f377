import { DataSource } from 'typeorm';
import { UserEntity } from './user.entity';

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  /** The user record (with its tier) of a Firebase account, or null when it has none. */
  findByFirebaseUid(firebaseUid: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOne({ where: { firebaseUid }, relations: { tier: true } });
  }
}
