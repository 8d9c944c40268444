/** Achievements and the leaderboard: the announcer of what a write earned, the screen's cards and hooks. */
export { useAchievements } from './api/get-achievements';
export { useRecommendations } from './api/get-recommendations';
export { usePinQuest } from './api/pin-quest';
export { AchievementAnnouncer } from './components/achievement-announcer';
export { AchievementCard } from './components/achievement-card';
export { LeaderboardCard } from './components/leaderboard-card';
export { LeaderboardOptIn } from './components/leaderboard-opt-in';
export { ProgressBar } from './components/progress-bar';
export { RecommendationCard } from './components/recommendation-card';
export { SummaryCards } from './components/summary-cards';
export { byEarnedDate } from './lib/by-earned-date';
