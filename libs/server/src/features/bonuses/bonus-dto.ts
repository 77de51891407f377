import { BonusDto, BonusLock, errorMessage, GameDto, halereToWholeCzk } from '@bonus/domain';
import type { GameEntity } from '../catalogue/game.entity';
import type { BonusEntity } from './bonus.entity';

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const optionalSeconds = (date: Date | null) => (date ? toSeconds(date) : null);

export function toGameDto(game: GameEntity): GameDto {
  return {
    id: game.id,
    name: game.name,
    game_studio: game.gameStudio.name,
    game_studio_id: game.gameStudioId,
    rtp: game.rtp,
    volatility: game.volatility,
    url_link: game.urlLink,
  };
}

/** A bonus with its company, games (and studios) and steps loaded, as one member sees it. */
export function toBonusDto(bonus: BonusEntity, stepIdx: number, lock: BonusLock | null): BonusDto {
  return {
    id: bonus.id,
    name: bonus.name,
    description: bonus.descriptionHtml,
    creation_timestamp: toSeconds(bonus.createdAt),
    start_timestamp: toSeconds(bonus.startAt),
    end_timestamp: toSeconds(bonus.endAt),
    visibility_start_timestamp: optionalSeconds(bonus.visibilityStartAt),
    visibility_end_timestamp: optionalSeconds(bonus.visibilityEndAt),
    visible: bonus.visible,
    expected_value: halereToWholeCzk(bonus.expectedValueHalere),
    needed_capital: halereToWholeCzk(bonus.neededCapitalHalere),
    special_mark: bonus.specialMark,
    step_list: [...bonus.steps]
      .sort((a, b) => a.position - b.position)
      .map((step) => ({
        id: step.id,
        title: step.title,
        subtitle: step.subtitle,
        description: step.descriptionHtml,
        icon: step.icon,
        order: step.position,
        category: step.category,
      })),
    step_idx: stepIdx,
    url_bonus_conditions: bonus.urlBonusConditions,
    url_link: bonus.urlLink,
    risk_rate: bonus.riskRate,
    company: { id: bonus.company.id, name: bonus.company.name },
    games: [...bonus.games].sort((a, b) => a.name.localeCompare(b.name, 'cs')).map(toGameDto),
    bonus_type_name: bonus.bonusType,
    renewing_days: bonus.renewingDays,
    lock: lock && toLockDto(lock),
  };
}

export function toLockDto(lock: BonusLock): NonNullable<BonusDto['lock']> {
  return { code: lock.code, message: errorMessage(lock.code), upgradable: lock.upgradable };
}
