import { idInputSchema, investmentListQuerySchema } from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { parseInput } from '../validation';
import type { RouteDefinition } from './route-table';

/** Guidance content of spec section 7: the FAQ (public) and the investment guide (members; products for premium). */
export const contentRoutes: RouteDefinition[] = [
  { method: 'get', path: '/faq_all', access: 'public', handler: ({ services }) => services.faqs.list() },
  { method: 'get', path: '/investment_category_all', access: 'member', handler: ({ services }) => services.investments.categories() },
  {
    method: 'get',
    path: '/investment_all',
    access: 'member',
    handler: ({ req, identity, services }) => services.investments.products(currentUser(identity), parseInput(investmentListQuerySchema, req.query).investment_category_id),
  },
  {
    method: 'get',
    path: '/investment',
    access: 'member',
    handler: ({ req, identity, services }) => services.investments.product(currentUser(identity), parseInput(idInputSchema, req.query).id),
  },
];
