import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { RankedBonus as RankedBonusDto, WeeklyAnalysis as WeeklyAnalysisDto, TaxReport as TaxReportDto, MonthlyReport as MonthlyReportDto, MonthSummary as MonthSummaryDto, RiskOverview as RiskOverviewDto, StartedBonus as StartedBonusDto, TaxSummary as TaxSummaryDto } from '@bonus/domain';

@ObjectType({ description: 'A bonus the member started and has not finished: its capital is tied up until it ends.' })
export class StartedBonus {
  @Field(() => Int, { description: "The bonus's id." }) id!: number;
  @Field({ description: "The bonus's name." }) name!: string;
  @Field(() => Int, { description: 'Kč' }) neededCapital!: number;
  @Field(() => Int, { description: '1 (none) … 5 (extreme)' }) riskRate!: number;
  @Field(() => Int, { description: 'When the bonus ends, unix seconds.' }) endTimestamp!: number;

  static from(dto: StartedBonusDto): StartedBonus {
    return Object.assign(new StartedBonus(), { id: dto.id, name: dto.name, neededCapital: dto.neededCapital, riskRate: dto.riskRate, endTimestamp: Math.floor(dto.endAt.getTime() / 1000) });
  }
}

@ObjectType({ description: 'The capital tied up in started bonuses of one risk rate.' })
export class CapitalAtRisk {
  @Field(() => Int, { description: '1 (none) to 5 (extreme).' }) riskRate!: number;
  @Field(() => Int, { description: 'Kč' }) capital!: number;
}

@ObjectType({ description: 'Řízení rizik: capital in started bonuses and this month’s return against the tier’s maximum (Kč).' })
export class RiskOverview {
  @Field(() => Int, { description: 'Capital in started bonuses, Kč.' }) capitalTiedUp!: number;
  @Field(() => Float, { nullable: true, description: 'Capital-weighted, 1–5; null with nothing started.' }) averageRisk!: number | null;
  @Field(() => [CapitalAtRisk], { description: 'Capital tied up per risk rate.' }) capitalByRisk!: CapitalAtRisk[];
  @Field(() => [StartedBonus], { description: 'The started bonuses, their capital tied up.' }) startedBonuses!: StartedBonus[];
  @Field(() => Int, { description: "This month's return so far, Kč." }) monthReturn!: number;
  @Field(() => Int, { description: "The tier's maximum return per month, Kč." }) maxMonthReturn!: number;
  @Field(() => Int, { description: '0–100' }) monthReturnPercent!: number;
  @Field({ description: "How close this month's return is to the maximum: ok, near (from 80 %) or reached." }) returnLevel!: string;

  static from(dto: RiskOverviewDto): RiskOverview {
    return Object.assign(new RiskOverview(), {
      ...dto,
      capitalByRisk: dto.capitalByRisk.map((entry) => Object.assign(new CapitalAtRisk(), entry)),
      startedBonuses: dto.startedBonuses.map(StartedBonus.from),
    });
  }
}

@ObjectType({ description: "A month's completed bonuses and earnings of one bonus type." })
export class EarningsByType {
  @Field({ description: 'The kind of bonus: bank, slot, live or registration.' }) type!: string;
  @Field(() => Int, { description: 'Bonuses completed.' }) count!: number;
  @Field(() => Int, { description: 'Kč' }) earnings!: number;
}

@ObjectType({ description: 'One month of the monthly report (Kč).' })
export class MonthSummary {
  @Field({ description: 'YYYY-MM' }) month!: string;
  @Field(() => Int, { description: 'Bonuses completed.' }) completedCount!: number;
  @Field(() => Int, { description: 'Bonus earnings, Kč.' }) earnings!: number;
  @Field(() => [EarningsByType], { description: 'Completions and earnings per bonus type.' }) earningsByType!: EarningsByType[];
  @Field(() => Float, { description: '0..1' }) successRate!: number;
  @Field(() => Int, { description: 'Referral income, Kč.' }) referralIncome!: number;
  @Field(() => Int, { description: 'Paid out, Kč.' }) payouts!: number;

  static from(dto: MonthSummaryDto): MonthSummary {
    return Object.assign(new MonthSummary(), { ...dto, earningsByType: dto.earningsByType.map((row) => Object.assign(new EarningsByType(), row)) });
  }
}

@ObjectType({ description: 'The change of each figure against the month before (current − previous).' })
export class MonthChange {
  @Field(() => Int, { description: 'Change in bonuses completed.' }) completedCount!: number;
  @Field(() => Int, { description: 'Change in bonus earnings, Kč.' }) earnings!: number;
  @Field(() => Float, { description: 'Change in the success rate (share 0..1).' }) successRate!: number;
  @Field(() => Int, { description: 'Change in referral income, Kč.' }) referralIncome!: number;
  @Field(() => Int, { description: 'Change in payouts, Kč.' }) payouts!: number;
}

@ObjectType({ description: 'The net result of one gambling game type for the year.' })
export class TaxGamblingNet {
  @Field({ description: 'The game type: technicke_hry or zive_hry.' }) gameType!: string;
  @Field(() => Int, { description: 'Kč, wins − stakes; negative for a loss' }) net!: number;
}

@ObjectType({ description: 'Bank bonuses and referral rewards of the year against the occasional-income exemption.' })
export class TaxOtherIncome {
  @Field(() => Int, { description: 'Kč of bank bonuses and referral rewards' }) total!: number;
  @Field(() => Int, { description: 'Kč, the occasional-income exemption' }) limit!: number;
  @Field({ description: 'The caveat shown with the figures: informativní, ověřte s daňovým poradcem.' }) note!: string;
}

@ObjectType({ description: 'A tax limit the member reached or exceeded.' })
export class TaxWarning {
  @Field({ description: "The warning's code." }) code!: string;
  @Field({ description: 'The warning in Czech, for the member.' }) message!: string;
}

@ObjectType({ description: 'A rule the tax summary applies, with its law, source and the day it was checked.' })
export class TaxSource {
  @Field({ description: 'What the rule says.' }) rule!: string;
  @Field({ description: 'The law, e.g. its number and section.' }) law!: string;
  @Field({ description: 'Where the law can be read.' }) url!: string;
  @Field(() => String, { nullable: true, description: 'The source’s own date: YYYY-MM-DD, or YYYY where it gives only its year; null for a page without one.' }) publishedOn!: string | null;
  @Field({ description: 'YYYY-MM-DD' }) checkedOn!: string;
}

@ObjectType({ description: 'The member’s tax position for a Prague calendar year (informative), as GET /tax_summary.' })
export class TaxSummary {
  @Field(() => Int, { description: 'The calendar year.' }) year!: number;
  @Field(() => [TaxGamblingNet], { description: 'The net per gambling game type.' }) gambling!: TaxGamblingNet[];
  @Field(() => Int, { description: 'Kč of net winnings exempt per game type in this year: 1 000 000 for 2020–2023, 50 000 from 2024.' }) gamblingLimit!: number;
  @Field(() => TaxOtherIncome, { description: 'Other income against its exemption.' }) otherIncome!: TaxOtherIncome;
  @Field(() => [TaxWarning], { description: 'Limits reached or exceeded; empty when none.' }) warnings!: TaxWarning[];
  @Field(() => [TaxSource], { description: 'The rules applied and their sources.' }) sources!: TaxSource[];

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
  @Field(() => MonthSummary, { description: 'The month asked for.' }) current!: MonthSummary;
  @Field(() => MonthSummary, { description: 'The month before.' }) previous!: MonthSummary;
  @Field(() => MonthChange, { description: 'The change against the month before.' }) change!: MonthChange;
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
  @Field(() => Int, { description: 'The calendar year.' }) year!: number;
  @Field(() => TaxSummary, { description: "The year's tax position." }) summary!: TaxSummary;
  @Field(() => Int, { description: 'Dated entries the CSV and PDF files carry.' }) entryCount!: number;

  static from(dto: TaxReportDto): TaxReportSummary {
    return Object.assign(new TaxReportSummary(), { year: dto.year, summary: TaxSummary.from(dto.summary), entryCount: dto.entries.length });
  }
}

@ObjectType({ description: 'An open bonus with its value per estimated hour and per crown of capital.' })
export class RankedBonus {
  @Field(() => Int, { description: "The bonus's id." }) id!: number;
  @Field({ description: "The bonus's name." }) name!: string;
  @Field(() => Int, { description: 'Kč' }) expectedValue!: number;
  @Field(() => Int, { description: 'Kč' }) neededCapital!: number;
  @Field(() => Float, { description: 'Estimated from the steps (15 minutes each).' }) hours!: number;
  @Field(() => Int, { description: 'Kč per estimated hour' }) valuePerHour!: number;
  @Field(() => Float, { nullable: true, description: 'Kč per 1 Kč of capital; null when no capital is needed.' }) valuePerCzk!: number | null;
  @Field(() => Int, { description: 'When the bonus ends, unix seconds.' }) endTimestamp!: number;

  static from(dto: RankedBonusDto): RankedBonus {
    const { endAt, ...rest } = dto;
    return Object.assign(new RankedBonus(), { ...rest, endTimestamp: Math.floor(endAt.getTime() / 1000) });
  }
}

@ObjectType({ description: 'Týdenní analýza (premium).' })
export class WeeklyAnalysis {
  @Field(() => [RankedBonus], { description: 'Open bonuses ranked by value per estimated hour.' }) byHour!: RankedBonus[];
  @Field(() => [RankedBonus], { description: 'Open bonuses ranked by value per crown of capital.' }) byCapital!: RankedBonus[];
  @Field(() => [RankedBonus], { description: 'Open bonuses ending within a week.' }) expiringThisWeek!: RankedBonus[];
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
