import { adminBonusPageDtoSchema, adminBonusPageQuerySchema, bonusDtoSchema, bonusUpdateInputSchema, bonusWriteInputSchema } from '@bonus/domain';
import { route } from './route-table';
import { toAdminBonusPageWire, toBonusWire } from './wire/bonus.wire';

/** The admin's bonus calls of spec section 7 (admin only). */
export const adminBonusRoutes = [
  route({
    method: 'get',
    path: '/bonus_all_admin',
    access: 'admin',
    summary: 'A page of every bonus (10 a page), optionally searched and filtered by type and state',
    query: adminBonusPageQuerySchema,
    response: adminBonusPageDtoSchema,
    handler: async ({ services, query }) => toAdminBonusPageWire(await services.adminBonuses.page(query)),
  }),
  route({ method: 'post', path: '/bonus', access: 'admin', summary: 'Creates a bonus with its steps', status: 201, body: bonusWriteInputSchema, response: bonusDtoSchema, handler: async ({ services, body }) => toBonusWire(await services.adminBonuses.create(body)) }),
  route({ method: 'put', path: '/bonus', access: 'admin', summary: 'Edits a bonus and its steps', body: bonusUpdateInputSchema, response: bonusDtoSchema, handler: async ({ services, body }) => toBonusWire(await services.adminBonuses.update(body)) }),
];
