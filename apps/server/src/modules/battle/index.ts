/**
 * The battle module's public face: its route table, the battle socket and what other modules call. Code
 * outside modules/battle imports from here (tests may reach into a sub-folder). The sub-folders
 * (docs/ARCHITECTURE.md): contest/ (contests, learner lists), socket/ (the battle socket, one learner's
 * connection, the process's hub), queue/ (matchmaking queues), match/ (one match: rounds, outcome, its end),
 * history/ (finished matches: staff list, analysis), rank/ (rankings, live view, settling).
 */
export { battleRoutes } from './battle.routes.ts';
export { countBattles } from './contest/battle.queries.ts';
export { registerBattleSocket } from './socket/battle-socket.ts';
