# syntax=docker/dockerfile:1
# The api: compiled with tsc (decorator metadata), run as a non-root user with production dependencies only.
# Build from the repository root:  docker build -f docker/api.Dockerfile -t bonus-klub-api .
# The same image runs the one-shot migration:  docker run bonus-klub-api node dist/apps/api/src/migrate.js

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts
COPY . .
RUN npx nx run api:build --skip-nx-cache

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=3000
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist/apps/api ./dist
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/apps/api/src/main.js"]
