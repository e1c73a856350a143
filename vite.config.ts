import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in src/client and is built to dist/client, which the Fastify server serves.
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/client'),
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    // No source maps: browsers are not sent them, and the image does not carry them.
    sourcemap: false,
  },
  server: {
    port: 5173,
    // In development the API runs on :3000 (npm run dev starts both).
    proxy: {
      '/trpc': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      // Report CSV downloads (src/server/features/reports/reports.csv-route.ts).
      '/reports': 'http://localhost:3000',
    },
  },
});
