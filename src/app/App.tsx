import { useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { SiteLayout } from '../components/layout/SiteLayout';
import { notFoundRoute, routes, type AppRoute } from '../routes';
import { applyHead, buildHead } from '../seo/head';
import { useRouteModule } from './routeModules';
import { siteUrl } from './siteUrl';

function RoutePage({ route, path }: { route: AppRoute; path: string }) {
  const { default: Page, structuredData } = useRouteModule(route);
  useHydrationMarker();
  useEffect(() => {
    applyHead(buildHead(route.meta, path, siteUrl, structuredData));
  }, [route, path, structuredData]);
  return <Page />;
}

/**
 * Marks the document once React has hydrated the page, so tests and tooling can wait for
 * interactivity. It runs inside the Suspense boundary: React hydrates that boundary in a pass of
 * its own, after the layout around it.
 */
function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export function App() {
  return (
    <SiteLayout>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} path={route.path} />
          </Route>
        ))}
        <Route>{() => <RoutePage route={notFoundRoute} path={notFoundRoute.path} />}</Route>
      </Switch>
    </SiteLayout>
  );
}
