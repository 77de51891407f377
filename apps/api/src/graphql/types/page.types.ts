import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { type ListPageQuery, listPageQuerySchema } from '@bonus/domain';
import { parseInput } from '../../validation';

@InputType({ description: 'Which page of a list to return.' })
export class PageInput {
  @Field(() => Int, { nullable: true, description: 'The page, counted from 1; 1 when omitted.' }) currentPage?: number | null;
  @Field(() => Int, { nullable: true, description: 'Entries per page: 10, 20, 50 or 100; 20 when omitted.' }) itemsPerPage?: number | null;
}

/** The page a list argument asks for, checked as REST checks its paging (Czech messages, 400). */
export function listPage(page: PageInput | null | undefined): ListPageQuery {
  return parseInput(listPageQuerySchema, { current_page: page?.currentPage ?? undefined, items_per_page: page?.itemsPerPage ?? undefined });
}

/** The fields every page of a growing list has; a concrete page type extends this with its item type. */
export function PageOf<Item extends object>(item: ClassType<Item>, itemsDescription: string) {
  // Not reachable from any resolver by itself, so never emitted: only the concrete pages are.
  @ObjectType()
  abstract class ListPage {
    @Field(() => [item], { description: itemsDescription }) items!: Item[];
    @Field(() => Int, { description: 'How many entries there are in all.' }) totalCount!: number;
    @Field(() => Int, { description: 'The page returned, counted from 1.' }) currentPage!: number;
    @Field(() => Int, { description: 'Entries per page.' }) itemsPerPage!: number;
  }
  return ListPage;
}
