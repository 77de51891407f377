import { pendingOrder } from './pending-order';

describe('the order being paid, kept in the tab across the gateway', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps what was ordered after a failed payment, so the same can be ordered again', () => {
    const input = { tierId: 2, subscriptionScope: 'registration' as const, promoCode: 'VITEJTE20' };
    expect(pendingOrder.write('order-1', input)).toEqual({ orderId: 'order-1', input, payable: true });
    pendingOrder.markUnpayable();
    expect(pendingOrder.read()).toEqual({ orderId: 'order-1', input, payable: false });
    pendingOrder.clear();
    expect(pendingOrder.read()).toBeNull();
  });

  it('ignores anything else found under its key', () => {
    for (const stored of ['order-1', '{"orderId":"order-1"}', '{"orderId":1,"input":{"tierId":2},"payable":true}']) {
      window.sessionStorage.setItem('bk.pendingOrder', stored);
      expect(pendingOrder.read()).toBeNull();
    }
  });
});
