import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { validateConfiguration } from './config';
import { loadAppConfig } from './config/app.config';
import { ConfigError } from './config/env';

async function bootstrap(): Promise<void> {
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
  const app = await createApp({ abortOnError: false });
  // SIGTERM/SIGINT close the app: HTTP server, database (PGlite files stay consistent), Redis, mail.
  app.enableShutdownHooks();
  await app.listen({ port: config.port, host: '0.0.0.0' });
  new Logger('Bootstrap').log(
    `Listening on ${config.publicUrl} (database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}` +
      `${config.staticDir ? `, SPA from ${config.staticDir}` : ', no SPA build found'})`,
  );
}

bootstrap().catch((err: Error) => {
  process.stderr.write(`The server could not start: ${err.message}\n`);
  process.exit(1);
});
