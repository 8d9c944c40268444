/** Premium membership: the Upgrade to Premium button (events, profile). */
export { UpgradeToPremiumButton } from './upgrade-to-premium';
