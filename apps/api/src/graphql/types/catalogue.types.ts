import { Field, Int, ObjectType } from 'type-graphql';
import type { GenerationDto, HomeStatsDto, TierDto } from '@bonus/domain';

@ObjectType({ description: 'A membership tier priced for the generation on sale.' })
export class Tier {
  @Field(() => Int, { description: "The tier's id." }) id!: number;
  @Field({ description: "The tier's stable code, e.g. free, basic or premium." }) code!: string;
  @Field({ description: "The tier's name." }) name!: string;
  @Field({ description: 'A line under the name.' }) subtitle!: string;
  @Field(() => [String], { description: 'What the tier gives, one line each.' }) features!: string[];
  @Field({ description: 'Whether the price list highlights it.' }) featured!: boolean;
  @Field({ description: "The tier's colour, CSS." }) color!: string;
  @Field(() => Int, { description: 'Monthly price in whole Kč.' }) price!: number;
  @Field({ description: "The text of the tier's order button." }) buttonText!: string;
  @Field(() => Int, { description: 'Maximum monthly return in Kč.' }) maxReturn!: number;
  @Field(() => Int, { description: 'Referral share in percent.' }) referralReward!: number;
  @Field(() => String, { nullable: true, description: 'A badge on the price list; null for none.' }) specialMark!: string | null;
  @Field(() => Int, { nullable: true, description: 'Places left in a tier with a member limit (premium: 500); null without a limit.' }) placesLeft!: number | null;

  static from(dto: TierDto): Tier {
    return Object.assign(new Tier(), {
      id: dto.id,
      code: dto.code,
      name: dto.name,
      subtitle: dto.subtitle,
      features: dto.features,
      featured: dto.featured,
      color: dto.color,
      price: dto.price,
      buttonText: dto.button_text,
      maxReturn: dto.max_return,
      referralReward: dto.referral_reward,
      specialMark: dto.special_mark,
      placesLeft: dto.places_left,
    });
  }
}

@ObjectType({ description: 'The membership generation currently on sale.' })
export class Generation {
  @Field(() => Int, { description: "The generation's id." }) id!: number;
  @Field({ description: "The generation's name." }) name!: string;
  @Field(() => Int, { description: 'How many members it takes.' }) limit!: number;
  @Field(() => Int, { description: 'Members who bought into it so far.' }) currentLoad!: number;
  @Field({ description: 'Whether it is the generation on sale.' }) inUse!: boolean;

  static from(dto: GenerationDto): Generation {
    return Object.assign(new Generation(), {
      id: dto.id,
      name: dto.name,
      limit: dto.limit,
      currentLoad: dto.current_load,
      inUse: dto.in_use,
    });
  }
}

@ObjectType({ description: 'Public statistics for the home page.' })
export class HomeStats {
  @Field(() => Int, { description: 'All registered members.' }) totalUsers!: number;
  @Field(() => Int, { description: 'Average monthly bonus earnings of an active member, Kč.' }) avgMonthRevenue!: number;
  @Field(() => Int, { description: 'All bonus earnings recorded by members, Kč.' }) totalMade!: number;
  @Field(() => Int, { description: 'Months avgMonthRevenue looks back over.' }) averageMonths!: number;
  @Field(() => Int, { description: 'Completed bonuses of those months avgMonthRevenue is computed from.' }) averageResults!: number;
  @Field(() => Int, { description: 'Members who recorded them.' }) averageEarners!: number;
  @Field(() => Int, { description: 'Median result of one completed bonus over averageMonths, Kč.' }) medianResult!: number;
  @Field(() => Int, { description: 'Completed bonuses totalMade is the sum of.' }) totalResults!: number;

  static from(dto: HomeStatsDto): HomeStats {
    return Object.assign(new HomeStats(), {
      totalUsers: dto.total_users,
      avgMonthRevenue: dto.avg_month_revenue,
      totalMade: dto.total_made,
      averageMonths: dto.avg_month_window,
      averageResults: dto.avg_month_results,
      averageEarners: dto.avg_month_earners,
      medianResult: dto.median_result,
      totalResults: dto.total_results,
    });
  }
}
