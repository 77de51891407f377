import { safely } from '@bonus/client';

/** The order being paid, remembered across the trip to the payment gateway. */
const KEY = 'bk.pendingOrder';

export const pendingOrder = {
  read: () => safely(() => window.localStorage.getItem(KEY), null),
  write: (orderId: string) => safely(() => window.localStorage.setItem(KEY, orderId), undefined),
  clear: () => safely(() => window.localStorage.removeItem(KEY), undefined),
};
