import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <AppScreens />
    </BrowserRouter>
  );
}

/** Everything under the router: the build renders this in a static router to prerender a screen. */
export function AppScreens() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
