/** The community: shared round stories, their reports, and the overview's figures. */
export { useCommunityOverview } from './api/get-overview';
export { useStories } from './api/list-stories';
export { ReportStoryDialog } from './components/report-story-dialog';
export { ShareStoryDialog } from './components/share-story-dialog';
export { StoryCard } from './components/story-card';
