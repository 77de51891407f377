import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { RankedBonus as RankedBonusDto, WeeklyAnalysis as WeeklyAnalysisDto, TaxReport as TaxReportDto, MonthlyReport as MonthlyReportDto, MonthSummary as MonthSummaryDto, RiskOverview as RiskOverviewDto, StartedBonus as StartedBonusDto, TaxSummary as TaxSummaryDto } from '@bonus/domain';

@ObjectType({ description: 'A bonus the member started and has not finished: its capital is tied up until it ends.' })
export class StartedBonus {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => Int, { description: 'Kč' }) neededCapital!: number;
  @Field(() => Int, { description: '1 (none) … 5 (extreme)' }) riskRate!: number;
  @Field(() => Int, { description: 'unix seconds' }) endTimestamp!: number;

  static from(dto: StartedBonusDto): StartedBonus {
    return Object.assign(new StartedBonus(), { id: dto.id, name: dto.name, neededCapital: dto.neededCapital, riskRate: dto.riskRate, endTimestamp: Math.floor(dto.endAt.getTime() / 1000) });
  }
}

@ObjectType()
export class CapitalAtRisk {
  @Field(() => Int) riskRate!: number;
  @Field(() => Int, { description: 'Kč' }) capital!: number;
}

@ObjectType({ description: 'Řízení rizik: capital in started bonuses and this month’s return against the tier’s maximum (Kč).' })
export class RiskOverview {
  @Field(() => Int) capitalTiedUp!: number;
  @Field(() => Float, { nullable: true, description: 'Capital-weighted, 1–5; null with nothing started.' }) averageRisk!: number | null;
  @Field(() => [CapitalAtRisk]) capitalByRisk!: CapitalAtRisk[];
  @Field(() => [StartedBonus]) startedBonuses!: StartedBonus[];
  @Field(() => Int) monthReturn!: number;
  @Field(() => Int) maxMonthReturn!: number;
  @Field(() => Int, { description: '0–100' }) monthReturnPercent!: number;
  @Field({ description: 'ok, near (from 80 %) or reached' }) returnLevel!: string;

  static from(dto: RiskOverviewDto): RiskOverview {
    return Object.assign(new RiskOverview(), {
      ...dto,
      capitalByRisk: dto.capitalByRisk.map((entry) => Object.assign(new CapitalAtRisk(), entry)),
      startedBonuses: dto.startedBonuses.map(StartedBonus.from),
    });
  }
}

@ObjectType()
export class EarningsByType {
  @Field({ description: 'bank, slot, live or registration' }) type!: string;
  @Field(() => Int) count!: number;
  @Field(() => Int, { description: 'Kč' }) earnings!: number;
}

@ObjectType({ description: 'One month of the monthly report (Kč).' })
export class MonthSummary {
  @Field({ description: 'YYYY-MM' }) month!: string;
  @Field(() => Int) completedCount!: number;
  @Field(() => Int) earnings!: number;
  @Field(() => [EarningsByType]) earningsByType!: EarningsByType[];
  @Field(() => Float, { description: '0..1' }) successRate!: number;
  @Field(() => Int) referralIncome!: number;
  @Field(() => Int) payouts!: number;

  static from(dto: MonthSummaryDto): MonthSummary {
    return Object.assign(new MonthSummary(), { ...dto, earningsByType: dto.earningsByType.map((row) => Object.assign(new EarningsByType(), row)) });
  }
}

@ObjectType()
export class MonthChange {
  @Field(() => Int) completedCount!: number;
  @Field(() => Int) earnings!: number;
  @Field(() => Float) successRate!: number;
  @Field(() => Int) referralIncome!: number;
  @Field(() => Int) payouts!: number;
}

@ObjectType({ description: 'The net result of one gambling game type for the year.' })
export class TaxGamblingNet {
  @Field({ description: 'technicke_hry or zive_hry' }) gameType!: string;
  @Field(() => Int, { description: 'Kč, wins − stakes; negative for a loss' }) net!: number;
}

@ObjectType()
export class TaxOtherIncome {
  @Field(() => Int, { description: 'Kč of bank bonuses and referral rewards' }) total!: number;
  @Field(() => Int, { description: 'Kč, the occasional-income exemption' }) limit!: number;
  @Field({ description: 'informativní, ověřte s daňovým poradcem' }) note!: string;
}

@ObjectType()
export class TaxWarning {
  @Field() code!: string;
  @Field() message!: string;
}

@ObjectType({ description: 'A rule the tax summary applies, with its law, source and the day it was checked.' })
export class TaxSource {
  @Field() rule!: string;
  @Field() law!: string;
  @Field() url!: string;
  @Field({ description: 'YYYY-MM-DD' }) checkedOn!: string;
}

@ObjectType({ description: 'The member’s tax position for a Prague calendar year (informative), as GET /tax_summary.' })
export class TaxSummary {
  @Field(() => Int) year!: number;
  @Field(() => [TaxGamblingNet]) gambling!: TaxGamblingNet[];
  @Field(() => Int, { description: 'Kč exempt per game type' }) gamblingLimit!: number;
  @Field(() => TaxOtherIncome) otherIncome!: TaxOtherIncome;
  @Field(() => [TaxWarning]) warnings!: TaxWarning[];
  @Field(() => [TaxSource]) sources!: TaxSource[];

  static from(dto: TaxSummaryDto): TaxSummary {
    return Object.assign(new TaxSummary(), {
      year: dto.year,
      gambling: dto.gambling.map((row) => Object.assign(new TaxGamblingNet(), row)),
      gamblingLimit: dto.gamblingLimit,
      otherIncome: Object.assign(new TaxOtherIncome(), dto.otherIncome),
      warnings: dto.warnings.map((warning) => Object.assign(new TaxWarning(), warning)),
      sources: dto.sources.map((source) => Object.assign(new TaxSource(), source)),
    });
  }
}

@ObjectType({ description: 'Měsíční report: a month against the month before.' })
export class MonthlyReport {
  @Field(() => MonthSummary) current!: MonthSummary;
  @Field(() => MonthSummary) previous!: MonthSummary;
  @Field(() => MonthChange) change!: MonthChange;
  @Field(() => TaxSummary, { description: 'The year’s tax position at the end of the month.' }) taxPosition!: TaxSummary;

  static from(dto: MonthlyReportDto): MonthlyReport {
    return Object.assign(new MonthlyReport(), {
      current: MonthSummary.from(dto.current),
      previous: MonthSummary.from(dto.previous),
      change: Object.assign(new MonthChange(), dto.change),
      taxPosition: TaxSummary.from(dto.taxPosition),
    });
  }
}

@ObjectType({ description: 'Daňový přehled (premium): the year’s position; the files carry every dated entry.' })
export class TaxReportSummary {
  @Field(() => Int) year!: number;
  @Field(() => TaxSummary) summary!: TaxSummary;
  @Field(() => Int) entryCount!: number;

  static from(dto: TaxReportDto): TaxReportSummary {
    return Object.assign(new TaxReportSummary(), { year: dto.year, summary: TaxSummary.from(dto.summary), entryCount: dto.entries.length });
  }
}

@ObjectType({ description: 'An open bonus with its value per estimated hour and per crown of capital.' })
export class RankedBonus {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => Int, { description: 'Kč' }) expectedValue!: number;
  @Field(() => Int, { description: 'Kč' }) neededCapital!: number;
  @Field(() => Float, { description: 'Estimated from the steps (15 minutes each).' }) hours!: number;
  @Field(() => Int, { description: 'Kč per estimated hour' }) valuePerHour!: number;
  @Field(() => Float, { nullable: true, description: 'Kč per 1 Kč of capital; null when no capital is needed.' }) valuePerCzk!: number | null;
  @Field(() => Int, { description: 'unix seconds' }) endTimestamp!: number;

  static from(dto: RankedBonusDto): RankedBonus {
    const { endAt, ...rest } = dto;
    return Object.assign(new RankedBonus(), { ...rest, endTimestamp: Math.floor(endAt.getTime() / 1000) });
  }
}

@ObjectType({ description: 'Týdenní analýza (premium).' })
export class WeeklyAnalysis {
  @Field(() => [RankedBonus]) byHour!: RankedBonus[];
  @Field(() => [RankedBonus]) byCapital!: RankedBonus[];
  @Field(() => [RankedBonus]) expiringThisWeek!: RankedBonus[];
  @Field(() => Int, { description: 'The estimate behind hours.' }) minutesPerStep!: number;

  static from(dto: WeeklyAnalysisDto, minutesPerStep: number): WeeklyAnalysis {
    return Object.assign(new WeeklyAnalysis(), {
      byHour: dto.byHour.map(RankedBonus.from),
      byCapital: dto.byCapital.map(RankedBonus.from),
      expiringThisWeek: dto.expiringThisWeek.map(RankedBonus.from),
      minutesPerStep,
    });
  }
}
