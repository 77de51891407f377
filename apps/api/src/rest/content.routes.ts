import { faqDtoSchema, idInputSchema, investmentCategoryDtoSchema, investmentListQuerySchema, investmentProductDtoSchema } from '@bonus/domain';
import { z } from 'zod';
import { currentUser } from '../auth/identity';
import { route } from './route-table';
import { toFaqWire, toInvestmentCategoryWire, toInvestmentProductWire } from './wire/content.wire';

/** Guidance content of spec section 7: the FAQ (public) and the investment guide (members; products for premium). */
export const contentRoutes = [
  route({ method: 'get', path: '/faq_all', access: 'public', summary: 'The visible FAQ in category order', response: z.array(faqDtoSchema), handler: async ({ services }) => (await services.faqs.list()).map(toFaqWire) }),
  route({ method: 'get', path: '/investment_category_all', access: 'member', summary: 'Investment categories', response: z.array(investmentCategoryDtoSchema), handler: async ({ services }) => (await services.investments.categories()).map(toInvestmentCategoryWire) }),
  route({
    method: 'get',
    path: '/investment_all',
    access: 'member',
    summary: "A category's investment products (premium)",
    query: investmentListQuerySchema,
    response: z.array(investmentProductDtoSchema),
    handler: async ({ identity, services, query }) => (await services.investments.products(currentUser(identity), query.investment_category_id)).map(toInvestmentProductWire),
  }),
  route({
    method: 'get',
    path: '/investment',
    access: 'member',
    summary: 'One investment product with its step guide (premium)',
    query: idInputSchema,
    response: investmentProductDtoSchema,
    handler: async ({ identity, services, query }) => toInvestmentProductWire(await services.investments.product(currentUser(identity), query.id)),
  }),
];
