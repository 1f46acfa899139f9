import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A build id busts the persisted query cache whenever a new client ships.
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates the route tree and splits route code.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: { outDir: 'dist/client', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
