import { TierCode } from '@bonus/domain';

export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  nickname: string;
  firstName: string;
  lastName: string;
  tier: TierCode;
  admin: boolean;
}

const PASSWORD = 'Demo1234!';

/** Accounts created both in the database and in the Firebase Auth emulator by `npm start`. */
export const DEMO_USERS: readonly DemoUser[] = [
  { uid: 'demo-admin', email: 'admin@demo.cz', password: PASSWORD, nickname: 'Správce', firstName: 'Alena', lastName: 'Správcová', tier: 'premium', admin: true },
  { uid: 'demo-free', email: 'free@demo.cz', password: PASSWORD, nickname: 'Franta', firstName: 'František', lastName: 'Novák', tier: 'free', admin: false },
  { uid: 'demo-basic', email: 'basic@demo.cz', password: PASSWORD, nickname: 'Bára', firstName: 'Barbora', lastName: 'Dvořáková', tier: 'basic', admin: false },
  { uid: 'demo-premium', email: 'premium@demo.cz', password: PASSWORD, nickname: 'Petr', firstName: 'Petr', lastName: 'Svoboda', tier: 'premium', admin: false },
];

/** Members invited by the demo members; they have no sign-in account. */
export const INVITED_MEMBERS: readonly { nickname: string; firstName: string; lastName: string; tier: TierCode; referrer: string }[] = [
  { nickname: 'Jana', firstName: 'Jana', lastName: 'Procházková', tier: 'basic', referrer: 'demo-premium' },
  { nickname: 'Tomáš', firstName: 'Tomáš', lastName: 'Černý', tier: 'premium', referrer: 'demo-premium' },
  { nickname: 'Lucie', firstName: 'Lucie', lastName: 'Veselá', tier: 'free', referrer: 'demo-premium' },
  { nickname: 'Martin', firstName: 'Martin', lastName: 'Horák', tier: 'basic', referrer: 'demo-basic' },
  { nickname: 'Eva', firstName: 'Eva', lastName: 'Marková', tier: 'basic', referrer: 'demo-free' },
];
