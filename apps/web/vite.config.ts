import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API runs on its own port (npm run dev starts both); /api is proxied so the
// browser sees one origin, as it does in production where the API serves the built app.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 400 },
});
