/** The golfer's profile: GET /api/user, the form, statistics, photos, membership and their data. */
export { useUser } from './api/get-user';
export { GolfStatistics } from './components/golf-statistics';
export { MembershipBenefits } from './components/membership-benefits';
export { PhotoGallery } from './components/photo-gallery';
export { ProfileDetails } from './components/profile-details';
export { ProfileForm } from './components/profile-form';
export { YourData } from './components/your-data';
