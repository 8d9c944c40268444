import path from 'node:path';
import { prerenderScreens } from './prerender-screens';

/** The app's build (npm run build, npm start): Vite's client build, then the prerendered screens' pages. */
export async function buildFrontend(repoRoot: string, logLevel: 'info' | 'error' = 'info'): Promise<void> {
  const { build } = await import('vite');
  const frontendDir = path.join(repoRoot, 'frontend');
  await build({ configFile: path.join(frontendDir, 'vite.config.ts'), logLevel });
  await prerenderScreens(frontendDir);
}
