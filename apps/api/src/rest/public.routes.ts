import { generationDtoSchema, homeStatsDtoSchema, tierDtoSchema } from '@bonus/domain';
import { z } from 'zod';
import { route } from './route-table';

/** Public calls of spec section 7: tiers, the generation on sale and the home statistics. */
export const publicRoutes = [
  route({ method: 'get', path: '/tier_all', access: 'public', summary: 'Tiers with the prices of the generation on sale', response: z.array(tierDtoSchema), handler: ({ services }) => services.tiers.listTiers() }),
  route({ method: 'get', path: '/generation', access: 'public', summary: 'The generation on sale and its seats taken', response: generationDtoSchema, handler: ({ services }) => services.tiers.generation() }),
  route({ method: 'get', path: '/user/get_stats', access: 'public', summary: 'Home page statistics', response: homeStatsDtoSchema, handler: ({ services }) => services.homeStats.getStats() }),
];
