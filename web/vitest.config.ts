import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      // Room for the five-second wait of setup.ts on a busy machine.
      testTimeout: 20_000,
      // Primer's components import their own CSS files, which Node cannot load; let Vite handle them.
      server: { deps: { inline: [/@primer\/react/] } },
    },
  }),
);
