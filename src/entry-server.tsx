import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { loadRouteModule } from './app/routeModules';
import { findRoute, notFoundRoute, routes } from './routes';
import { buildHead, renderHeadHtml } from './seo/head';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

export async function render(path: string, siteUrl: string): Promise<RenderedPage> {
  const route = findRoute(path);
  const target = route ?? notFoundRoute;
  const { structuredData } = await loadRouteModule(target);
  const html = renderToString(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  return {
    html,
    head: renderHeadHtml(
      buildHead(target.meta, route ? path : notFoundRoute.path, siteUrl, structuredData),
    ),
    status: route ? 200 : 404,
  };
}

export { routes, notFoundRoute };
