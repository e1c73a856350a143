# GymDesk in one container: docker build -t gymdesk . && docker run -p 3000:3000 -v gymdesk-data:/data gymdesk
ARG NODE_VERSION=22

# Build stage: a full Debian image, which has the python3, make and g++ that better-sqlite3 compiles with.
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: the lock file could not record Biome's optional binaries for other platforms.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: slim image, production dependencies and the built client only, as a non-root user.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/src/shared ./src/shared
COPY --from=build /app/migrations ./migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server/index.ts"]
