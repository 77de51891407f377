import { idInputSchema, investmentListQuerySchema } from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { route } from './route-table';

/** Guidance content of spec section 7: the FAQ (public) and the investment guide (members; products for premium). */
export const contentRoutes = [
  route({ method: 'get', path: '/faq_all', access: 'public', summary: 'The visible FAQ in category order', handler: ({ services }) => services.faqs.list() }),
  route({ method: 'get', path: '/investment_category_all', access: 'member', summary: 'Investment categories', handler: ({ services }) => services.investments.categories() }),
  route({
    method: 'get',
    path: '/investment_all',
    access: 'member',
    summary: "A category's investment products (premium)",
    query: investmentListQuerySchema,
    handler: ({ identity, services, query }) => services.investments.products(currentUser(identity), query.investment_category_id),
  }),
  route({
    method: 'get',
    path: '/investment',
    access: 'member',
    summary: 'One investment product with its step guide (premium)',
    query: idInputSchema,
    handler: ({ identity, services, query }) => services.investments.product(currentUser(identity), query.id),
  }),
];
