import type { OrderEntity } from '../../../features/orders/order.entity';
import { createLocalGateway } from './local-gateway';

const BACK = 'http://localhost:4200/dashboard/settings';
const order = { id: '5f0c6f9e-8d5e-4a53-9d64-3c1f6b1f2a10' } as OrderEntity;

describe('the local gateway’s management links', () => {
  const gateway = createLocalGateway({ apiPublicUrl: 'http://localhost:3000/', secret: 'a-secret-of-thirty-two-characters' });
  const linkParts = async (returnUrl = BACK) => {
    const link = new URL(await gateway.managingUrl(order, returnUrl));
    return { link, expires: link.searchParams.get('expires')!, signature: link.searchParams.get('sig')!, returnUrl: link.searchParams.get('return')! };
  };

  afterEach(() => jest.useRealTimers());

  it('signs a link for the order and the way back, valid for thirty minutes rounded up to the minute', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T10:15:20.500Z') });
    const { link, expires, signature, returnUrl } = await linkParts();
    expect(link.pathname).toBe(`/manage/${order.id}`);
    expect(returnUrl).toBe(BACK);
    expect(new Date(Number(expires)).toISOString()).toBe('2026-11-28T10:46:00.000Z');
    expect(gateway.verifyManagingLink({ orderId: order.id, returnUrl, expires, signature })).toBe(true);
    expect(gateway.verifyManagingLink({ orderId: order.id, returnUrl: 'https://evil.example/', expires, signature })).toBe(false);
    expect(gateway.verifyManagingLink({ orderId: 'another-order', returnUrl, expires, signature })).toBe(false);
    expect(gateway.verifyManagingLink({ orderId: order.id, returnUrl, expires: String(Number(expires) + 60_000), signature })).toBe(false);
    jest.setSystemTime(Number(expires) + 1);
    expect(gateway.verifyManagingLink({ orderId: order.id, returnUrl, expires, signature })).toBe(false);
  });

  it('gives the same link within a minute, and a later one after it; another way back gets its own', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T10:15:01.000Z') });
    const first = await linkParts();
    jest.setSystemTime(new Date('2026-11-28T10:15:59.000Z'));
    expect((await linkParts()).link.href).toBe(first.link.href);
    expect((await linkParts(`${BACK}?tab=membership`)).link.href).not.toBe(first.link.href);
    jest.setSystemTime(new Date('2026-11-28T10:16:01.000Z'));
    const later = await linkParts();
    expect(Number(later.expires) - Number(first.expires)).toBe(60_000);
    expect(gateway.verifyManagingLink({ orderId: order.id, returnUrl: BACK, expires: later.expires, signature: later.signature })).toBe(true);
  });
});
