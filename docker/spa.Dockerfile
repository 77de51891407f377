# syntax=docker/dockerfile:1
# A static build of the web app or the admin app, served by nginx.
#   docker build -f docker/spa.Dockerfile --build-arg APP=web   -t bonus-klub-web .
#   docker build -f docker/spa.Dockerfile --build-arg APP=admin -t bonus-klub-admin .
# The Firebase web config is public and baked in at build time (VITE_* build args).

FROM node:24-bookworm-slim AS build
ARG APP=web
ARG VITE_FIREBASE_API_KEY
ARG VITE_FIREBASE_AUTH_DOMAIN
ARG VITE_FIREBASE_PROJECT_ID
ARG VITE_WEB_URL
ENV VITE_FIREBASE_API_KEY=$VITE_FIREBASE_API_KEY VITE_FIREBASE_AUTH_DOMAIN=$VITE_FIREBASE_AUTH_DOMAIN \
    VITE_FIREBASE_PROJECT_ID=$VITE_FIREBASE_PROJECT_ID VITE_WEB_URL=$VITE_WEB_URL
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts && npm rebuild @firebase/util
COPY . .
RUN npx nx run ${APP}:build --skip-nx-cache && mv dist/apps/${APP} /site \
 && mv /site/content-security-policy.conf /content-security-policy.conf \
 && find /site -type f \( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' -o -name '*.json' \) -exec gzip -9 -k {} +

FROM nginx:1.27-alpine
COPY docker/nginx/spa.conf.template /etc/nginx/templates/default.conf.template
COPY docker/nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /content-security-policy.conf /etc/nginx/snippets/content-security-policy.conf
COPY --from=build /site /usr/share/nginx/html
# The api the SPA's /graphql calls are proxied to (a service name, or a load balancer).
ENV API_UPSTREAM=http://api:3000
EXPOSE 8080
