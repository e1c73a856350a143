# Palaestra in one container: docker build -t palaestra . && docker run -p 3000:3000 -v palaestra-data:/data palaestra
# The image runs the compiled server with plain node; it works with `docker run --read-only`, writing
# only to the /data volume.
ARG NODE_VERSION=22

# Build stage: a full Debian image, which has the python3, make and g++ that better-sqlite3 compiles with.
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The built server and client, and only the native addons the server loads, laid out in /runtime.
RUN npm run build && npx tsx scripts/package-runtime.ts /runtime

# Runtime stage: slim image, the laid-out runtime only (no TypeScript, tsx, tests, sources or source
# maps), as a non-root user.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=build /runtime ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The first check runs one interval after start (Docker 20 has no --start-interval): the server is up
# in well under a second, so the container reports healthy about 5 s after it starts.
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/index.js"]
