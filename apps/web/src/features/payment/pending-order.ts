/** The order being paid, remembered across the trip to the payment gateway. */
const KEY = 'bk.pendingOrder';

export const pendingOrder = {
  read: (): string | null => {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write: (orderId: string) => {
    try {
      window.localStorage.setItem(KEY, orderId);
    } catch {
      // without storage the return cannot be verified; the flow then shows its error
    }
  },
  clear: () => {
    try {
      window.localStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
  },
};
