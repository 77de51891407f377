import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { BonusDto, BonusHistoryEntryDto, BonusHistoryPageDto, BonusStepDto, CompanyDto, GameDto, MonthlyStatsDto } from '@bonus/domain';

@ObjectType({ description: 'A bank or casino operator.' })
export class Company {
  @Field(() => Int) id!: number;
  @Field() name!: string;

  static from(dto: CompanyDto): Company {
    return Object.assign(new Company(), dto);
  }
}

@ObjectType({ description: 'A casino game a bonus is played on.' })
export class Game {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() gameStudio!: string;
  @Field(() => Int) gameStudioId!: number;
  @Field(() => Float, { description: 'Return to player in percent.' }) rtp!: number;
  @Field({ description: 'low, medium or high' }) volatility!: string;
  @Field() urlLink!: string;

  static from(dto: GameDto): Game {
    return Object.assign(new Game(), {
      id: dto.id,
      name: dto.name,
      gameStudio: dto.game_studio,
      gameStudioId: dto.game_studio_id,
      rtp: dto.rtp,
      volatility: dto.volatility,
      urlLink: dto.url_link,
    });
  }
}

@ObjectType({ description: 'One guided step of a bonus.' })
export class BonusStep {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() subtitle!: string;
  @Field({ description: 'Sanitised HTML.' }) description!: string;
  @Field() icon!: string;
  @Field(() => Int) order!: number;
  @Field() category!: string;

  static from(dto: BonusStepDto): BonusStep {
    return Object.assign(new BonusStep(), dto);
  }
}

@ObjectType({ description: 'Why the member cannot take a bonus.' })
export class BonusLock {
  @Field({ description: 'BONUS_LOCKED (tier), BONUS_MONTHLY_LIMIT (bank/casino slots), BONUS_MONTHLY_COUNT_LIMIT (premium monthly number) or BONUS_MAX_RETURN (tier maximum return per month)' })
  code!: string;
  @Field() message!: string;
  @Field({ description: 'A higher tier would unlock it.' }) upgradable!: boolean;
}

@ObjectType({ description: 'A bonus as the signed-in member sees it (money in Kč, time in unix seconds).' })
export class Bonus {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'Sanitised HTML.' }) description!: string;
  @Field(() => Int) creationTimestamp!: number;
  @Field(() => Int) startTimestamp!: number;
  @Field(() => Int) endTimestamp!: number;
  @Field(() => Int, { nullable: true }) visibilityStartTimestamp!: number | null;
  @Field(() => Int, { nullable: true }) visibilityEndTimestamp!: number | null;
  @Field() visible!: boolean;
  @Field(() => Int) expectedValue!: number;
  @Field(() => Int) neededCapital!: number;
  @Field(() => String, { nullable: true, description: 'VIP, recommended or exceptional' }) specialMark!: string | null;
  @Field(() => [BonusStep]) stepList!: BonusStep[];
  @Field(() => Int, { description: 'Steps this member has completed.' }) stepIdx!: number;
  @Field() urlBonusConditions!: string;
  @Field() urlLink!: string;
  @Field(() => Int, { description: '1 (none) to 5 (extreme).' }) riskRate!: number;
  @Field(() => Company) company!: Company;
  @Field(() => [Game]) games!: Game[];
  @Field({ description: 'bank, slot, live or registration' }) bonusTypeName!: string;
  @Field(() => [Int], { description: 'Weekdays, 0 = Monday.' }) renewingDays!: number[];
  @Field(() => BonusLock, { nullable: true }) lock!: BonusLock | null;

  static from(dto: BonusDto): Bonus {
    return Object.assign(new Bonus(), {
      id: dto.id,
      name: dto.name,
      description: dto.description,
      creationTimestamp: dto.creation_timestamp,
      startTimestamp: dto.start_timestamp,
      endTimestamp: dto.end_timestamp,
      visibilityStartTimestamp: dto.visibility_start_timestamp,
      visibilityEndTimestamp: dto.visibility_end_timestamp,
      visible: dto.visible,
      expectedValue: dto.expected_value,
      neededCapital: dto.needed_capital,
      specialMark: dto.special_mark,
      stepList: dto.step_list.map(BonusStep.from),
      stepIdx: dto.step_idx,
      urlBonusConditions: dto.url_bonus_conditions,
      urlLink: dto.url_link,
      riskRate: dto.risk_rate,
      company: Company.from(dto.company),
      games: dto.games.map(Game.from),
      bonusTypeName: dto.bonus_type_name,
      renewingDays: dto.renewing_days,
      lock: dto.lock && Object.assign(new BonusLock(), dto.lock),
    });
  }
}

@ObjectType()
export class BonusProgress {
  @Field(() => Int) bonusId!: number;
  @Field(() => Int) stepIdx!: number;
}

@ObjectType()
export class HistoryBonus {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() bonusType!: string;
  @Field(() => Int) expectedValue!: number;
  @Field() companyName!: string;
}

@ObjectType({ description: 'A completed bonus and what it earned.' })
export class BonusHistoryEntry {
  @Field(() => ID) id!: number;
  @Field(() => HistoryBonus) bonus!: HistoryBonus;
  @Field() note!: string;
  @Field(() => Int) reachedProfit!: number;
  @Field(() => Int) creationTimestamp!: number;

  static from(dto: BonusHistoryEntryDto): BonusHistoryEntry {
    return Object.assign(new BonusHistoryEntry(), {
      id: dto.id,
      bonus: Object.assign(new HistoryBonus(), {
        id: dto.bonus.id,
        name: dto.bonus.name,
        bonusType: dto.bonus.bonus_type,
        expectedValue: dto.bonus.expected_value,
        companyName: dto.bonus.company_name,
      }),
      note: dto.note,
      reachedProfit: dto.reached_profit,
      creationTimestamp: dto.creation_timestamp,
    });
  }
}

@ObjectType()
export class BonusHistoryPage {
  @Field(() => [BonusHistoryEntry]) items!: BonusHistoryEntry[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) currentPage!: number;
  @Field(() => Int) itemsPerPage!: number;

  static from(dto: BonusHistoryPageDto): BonusHistoryPage {
    return Object.assign(new BonusHistoryPage(), {
      items: dto.items.map(BonusHistoryEntry.from),
      totalCount: dto.total_count,
      currentPage: dto.current_page,
      itemsPerPage: dto.items_per_page,
    });
  }
}

@ObjectType({ description: "One month of the member's bonus results." })
export class MonthlyStats {
  @Field({ description: 'YYYY-MM, Prague time.' }) month!: string;
  @Field(() => Int) reachedProfit!: number;
  @Field(() => Float, { description: 'Share 0..1 of bonuses that earned more than 0 Kč.' }) successRate!: number;
  @Field(() => Int) bonuses!: number;

  static from(dto: MonthlyStatsDto): MonthlyStats {
    return Object.assign(new MonthlyStats(), { month: dto.month, reachedProfit: dto.reached_profit, successRate: dto.success_rate, bonuses: dto.bonuses });
  }
}

@InputType()
export class CompleteBonusInput {
  @Field(() => Int) bonusId!: number;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => Int, { description: 'Whole Kč; may be negative.' }) reachedProfit!: number;
  @Field(() => Boolean, { nullable: true, description: 'Confirms an amount far above the expected value (it then waits for an admin review before counting publicly).' })
  confirmUnusual?: boolean | null;
}

@InputType()
export class BonusHistoryQueryInput {
  @Field(() => Int, { nullable: true }) currentPage?: number;
  @Field(() => Int, { nullable: true, description: '10, 20, 50 or 100' }) itemsPerPage?: number;
  @Field({ nullable: true, description: 'week, month, year or all' }) timePeriod?: string;
  @Field(() => [String], { nullable: true }) bonusTypeFilters?: string[];
}
