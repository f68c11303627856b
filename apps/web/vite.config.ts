import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

/**
 * The live player page (public/player/live.html) loads hls.js as a plain script of this site: the build
 * copies it to player/hls.min.js and the dev server answers it from node_modules.
 */
function livePlayerScripts(): Plugin {
  const file = () => createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');
  return {
    name: 'live-player-scripts',
    configureServer(server) {
      server.middlewares.use('/player/hls.min.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(fs.readFileSync(file()));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'player/hls.min.js', source: fs.readFileSync(file()) });
    },
  };
}

export default defineConfig({
  plugins: [react(), livePlayerScripts()],
  resolve: { alias: { '@web': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, ws: true }, '/upload': api },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/ },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
          ],
        },
      },
    },
  },
});
