# The production image (Node 22 LTS): the bff serving the built SPA. The same image runs the sandbox
# upstream (docker-compose.yml overrides the command).

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/site/package.json packages/site/
COPY bff/package.json bff/
COPY web/package.json web/
COPY sandbox/package.json sandbox/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && find web/dist -name '*.map' -delete

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
# A font for the image route's rasterised SVG sources (text in logos); the slim image has none.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/site/package.json packages/site/
COPY bff/package.json bff/
COPY web/package.json web/
COPY sandbox/package.json sandbox/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY schema schema
COPY packages packages
COPY bff bff
COPY sandbox sandbox
# The web's build only: the browser's files (dist/client) and the server entry that renders pages
# (dist/server); no web source.
COPY --from=build /app/web/dist web/dist
# The bff's list of domains, written by codegen in the build stage (scripts/bff-domains.mjs; not in git).
COPY --from=build /app/bff/src/domains/generated.ts bff/src/domains/generated.ts
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "bff/src/server.ts"]
