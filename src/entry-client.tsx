import { hydrateRoot, createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/App';
import { loadRouteModule } from './app/routeModules';
import { whenIdle } from './integrations/whenIdle';
import { findRoute, notFoundRoute } from './routes';
import { captureAttribution } from './signup/attribution';
import './styles.css';

// Spec §2: dark mode is forced off at startup.
document.documentElement.classList.remove('dark');
document.documentElement.style.colorScheme = 'light';

async function start(): Promise<void> {
  // Before anything can move the visitor on: the landing page is the one that tells.
  captureAttribution();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  await loadRouteModule(findRoute(window.location.pathname) ?? notFoundRoute);
  const app = (
    <Router>
      <App />
    </Router>
  );
  // A prerendered page is hydrated; an empty root (the client-only build) is rendered from scratch.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // Spec §7: every page offers window.trialSignup, loaded off the critical path.
  whenIdle(() => {
    void import('./signup/windowHelper').then(({ installSignupHelpers }) => {
      if (!window.trialSignup) installSignupHelpers();
    });
  });
}

void start();
