import type { BattleMode, BattleOutcome } from '@xuekao/contracts';
import { m } from './messages';

const MODE_KEY = { pk: 'modePk', room: 'modeRoom', solo: 'modeSolo' } as const;
const OUTCOME_KEY = { win: 'outcomeWin', draw: 'outcomeDraw', loss: 'outcomeLoss', solo: 'outcomeSolo' } as const;

/** A battle mode's name in the current locale (zh-CN: contracts' BATTLE_MODE_TEXT). */
export const battleModeText = (mode: BattleMode): string => m(MODE_KEY[mode]);

/** A match outcome's name in the current locale (zh-CN: contracts' BATTLE_OUTCOME_TEXT). */
export const battleOutcomeText = (outcome: BattleOutcome): string => m(OUTCOME_KEY[outcome]);
