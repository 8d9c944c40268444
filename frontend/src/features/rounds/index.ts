/**
 * Rounds: every request to /api/rounds (list, recent, stats, create, edit, rate, share, delete, photo upload)
 * and the round card. The Round History screen's filters, stats and chart are here too.
 */
export { useCreateRound } from './api/create-round';
export { useDeleteRound } from './api/delete-round';
export { useArchitectStats } from './api/get-architect-stats';
export { useRecentRounds } from './api/get-recent-rounds';
export { useUserStats } from './api/get-user-stats';
export { listAllRounds, useAllRounds } from './api/list-all-rounds';
export { ROUND_PHOTOS_MAX, useRoundPhotos } from './api/list-round-photos';
export { useRateRound } from './api/rate-round';
export { setRoundShared } from './api/share-round';
export { useUpdateRound } from './api/update-round';
export { uploadPhoto } from './api/upload-photo';
export { RoundCard } from './components/round-card';
export { GhinMark } from './components/ghin-mark';
export { ghinEditNotice, holesText } from './lib/ghin-round';
export { RoundFilterBar } from './components/round-filter-bar';
export { RoundStatCards } from './components/round-stat-cards';
export { ScoreChart } from './components/score-chart';
export { CardStatsSection, CARD_STATS_EMPTY } from './components/card-stats-section';
export { useCardStats, useMyCourseHoles } from './api/get-card-stats';
export { filterRounds, hasFilters, NO_FILTERS, yearsOf, type RoundFilters } from './lib/filter-rounds';
