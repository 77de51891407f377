import { formatCzechDate, formatCzechDateTime } from '@bonus/domain';

export const dayOf = (seconds: number) => formatCzechDate(new Date(seconds * 1000));
export const momentOf = (seconds: number) => formatCzechDateTime(new Date(seconds * 1000));
/** "1. 11. 2026 – 30. 11. 2026" */
export const periodOf = ({ from, to }: { from: number; to: number }) => `${dayOf(from)} – ${dayOf(to)}`;
