/** Who is signed in (GET /api/auth/user, asked once at start) and the sign-in pages' landscape. */
export {
  firstSessionAnswer,
  onSignedInAnswer,
  startSessionCheck,
  useAuthUser,
  type AuthState,
} from './api/get-auth-user';
export { LinksLandscape } from './components/links-landscape';
