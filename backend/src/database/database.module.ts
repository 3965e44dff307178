import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { mkdirSync } from 'node:fs';
import { DatabaseConfig } from '../config/database.config';
import { buildDataSourceOptions } from './data-source';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const database = config.getOrThrow<DatabaseConfig>('database');
        if (!database.url) mkdirSync(database.pgliteDir, { recursive: true });
        return { ...buildDataSourceOptions(database), retryAttempts: 1, retryDelay: 500 };
      },
    }),
  ],
})
export class DatabaseModule {}
