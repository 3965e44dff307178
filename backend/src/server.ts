import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validateConfiguration } from './infrastructure/config';
import { loadAppConfig } from './infrastructure/config/app.config';
import { ConfigError } from './infrastructure/config/env';

export interface ServeOptions {
  /** Called once the app is initialised, before it listens (the process tests add job kinds). */
  beforeListen?: (app: NestFastifyApplication) => void | Promise<void>;
}

/**
 * The server process: validates the settings, creates the app, listens on PORT, and stops
 * gracefully on SIGTERM or SIGINT (app-setup/graceful-shutdown.ts), exiting 0. main.ts runs it.
 */
export async function serve(options: ServeOptions = {}): Promise<NestFastifyApplication> {
  // Validate every setting before loading the app, so a bad one stops the process with one sentence.
  try {
    validateConfiguration();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const config = loadAppConfig();
  const { createApp } = await import('./app.setup');
  const { stopGracefully } = await import('./app-setup/graceful-shutdown');
  const app = await createApp({ abortOnError: false });
  await app.init();
  await options.beforeListen?.(app);
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stopGracefully(app, signal).then(
        () => process.exit(0),
        (err: Error) => {
          process.stderr.write(`The server did not stop cleanly: ${err.message}\n`);
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });
  new Logger('Bootstrap').log(
    `Listening on ${config.publicUrl} (database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}` +
      `${config.staticDir ? `, SPA from ${config.staticDir}` : ', no SPA build found'})`,
  );
  return app;
}
