import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { newsletterInputSchema, type Page } from '@bonus/domain';
import { afterCommit, type Newsletter as NewsletterModel } from '@bonus/server';
import { NEWSLETTER_DELIVERY_QUEUE } from '../../jobs/queues';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { listPage, PageInput, PageOf } from '../types/page.types';

@ObjectType({ description: 'A newsletter and how far its delivery has got.' })
class Newsletter {
  @Field(() => Int, { description: "The newsletter's id." }) id!: number;
  @Field({ description: 'The subject line.' }) subject!: string;
  @Field(() => UnixSeconds, { description: 'When it was sent, unix seconds.' }) creationTimestamp!: Date;
  @Field(() => Int, { description: 'Approved members who had agreed to marketing e-mail when it was sent.' }) recipients!: number;
  @Field(() => Int, { description: 'Copies delivered so far.' }) sent!: number;
  @Field(() => Int, { description: 'Copies that could not be delivered.' }) failed!: number;
  @Field(() => Int, { description: 'Members who withdrew consent or were deactivated before their copy went out.' }) skipped!: number;
}

@ObjectType({ description: 'One page of the newsletters, newest first.' })
class NewsletterPage extends PageOf(Newsletter, 'The newsletters of this page.') {}

@InputType({ description: 'A newsletter to send to members who agreed to marketing e-mail.' })
class NewsletterInput {
  @Field({ description: 'The subject line.' }) subject!: string;
  @Field({ description: 'Rich text; sanitised on the server.' }) html!: string;
}

/** The admin's newsletter: queued for members with marketing consent, delivered by the background job. */
@Resolver()
export class NewsletterResolver {
  @Query(() => NewsletterPage, { description: 'Admin: the newsletters sent, newest first, a page at a time, and how far their delivery has got.' })
  @AccessRule('admin')
  async newsletters(@Arg('page', () => PageInput, { nullable: true, description: 'The page; the first 20 when omitted.' }) page: PageInput | null, @Ctx() { services }: GraphQLContext): Promise<Page<NewsletterModel>> {
    return services.newsletters.page(listPage(page));
  }

  @Mutation(() => Newsletter, { description: 'Admin: queues a newsletter to the members who agreed to marketing e-mail.' })
  @AccessRule('admin')
  async sendNewsletter(@Arg('input', () => NewsletterInput, { description: 'The subject and the text.' }) input: NewsletterInput, @Ctx() { identity, services, jobs, requestId }: GraphQLContext): Promise<Newsletter> {
    const parsed = parseInput(newsletterInputSchema, { subject: input.subject, html: input.html });
    const newsletter = await services.newsletters.queue(currentUser(await identity()).id, parsed);
    // Delivery starts now instead of at the next minute's run, once the newsletter is committed.
    await afterCommit(() => jobs.send(NEWSLETTER_DELIVERY_QUEUE, { requestId }));
    return newsletter;
  }
}
