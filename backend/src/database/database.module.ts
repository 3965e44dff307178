import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { mkdirSync } from 'node:fs';
import { DatabaseConfig } from '../infrastructure/config/database.config';
import { buildDataSourceOptions } from './data-source';
import { openDatabase } from './database-startup';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const database = config.getOrThrow<DatabaseConfig>('database');
        if (!database.url) mkdirSync(database.pgliteDir, { recursive: true });
        // openDatabase retries an unreachable PostgreSQL itself, without limit, saying so.
        return { ...buildDataSourceOptions(database), retryAttempts: 0 };
      },
      dataSourceFactory: async (options) => {
        const url = (options as { url?: string }).url ?? null;
        return openDatabase(options!, { url });
      },
    }),
  ],
})
export class DatabaseModule {}
