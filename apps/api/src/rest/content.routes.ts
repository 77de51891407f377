import { faqDtoSchema, idInputSchema, investmentCategoryDtoSchema, investmentListQuerySchema, investmentProductDtoSchema } from '@bonus/domain';
import { z } from 'zod';
import { currentUser } from '../auth/identity';
import { route } from './route-table';

/** Guidance content of spec section 7: the FAQ (public) and the investment guide (members; products for premium). */
export const contentRoutes = [
  route({ method: 'get', path: '/faq_all', access: 'public', summary: 'The visible FAQ in category order', response: z.array(faqDtoSchema), handler: ({ services }) => services.faqs.list() }),
  route({ method: 'get', path: '/investment_category_all', access: 'member', summary: 'Investment categories', response: z.array(investmentCategoryDtoSchema), handler: ({ services }) => services.investments.categories() }),
  route({
    method: 'get',
    path: '/investment_all',
    access: 'member',
    summary: "A category's investment products (premium)",
    query: investmentListQuerySchema,
    response: z.array(investmentProductDtoSchema),
    handler: ({ identity, services, query }) => services.investments.products(currentUser(identity), query.investment_category_id),
  }),
  route({
    method: 'get',
    path: '/investment',
    access: 'member',
    summary: 'One investment product with its step guide (premium)',
    query: idInputSchema,
    response: investmentProductDtoSchema,
    handler: ({ identity, services, query }) => services.investments.product(currentUser(identity), query.id),
  }),
];
