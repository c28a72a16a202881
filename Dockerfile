# syntax=docker/dockerfile:1
# The site and its API in one image: the build stage compiles everything, the runtime stage holds
# only the compiled output and the production dependencies.

FROM node:24 AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The pages carry the public address and the vendor settings from the build on (canonical links,
# sitemap, chat and referral scripts), so the production build reads the same env file as the
# runtime, mounted for this one command and kept in no layer. Without it the build stops and says
# which setting it needs.
RUN --mount=type=secret,id=site-env,target=/app/.env NODE_ENV=production npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --chown=node:node package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/dist-variants ./dist-variants
COPY --from=build --chown=node:node /app/dist-server ./dist-server
COPY --from=build --chown=node:node /app/dist-admin ./dist-admin
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist-server/main.js"]

# Caddy in front: serves the built pages itself and proxies the server's addresses to the
# replicas, with the Caddyfile the build writes (dist-caddy/Caddyfile).
FROM caddy:2 AS front
COPY --from=build /app/dist /srv/site
COPY --from=build /app/dist-caddy/Caddyfile /etc/caddy/Caddyfile
ENV SITE_ROOT=/srv/site CADDY_ADMIN=off
