import { Global, Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { databasePoolStats } from './database-pool';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** GET /metrics and the MetricsService every module may add a gauge to (global). */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsModule implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const pool = () => databasePoolStats(this.dataSource);
    this.metrics.gauge('db_pool_max', 'Connections the database pool may open', () => pool().max);
    this.metrics.gauge(
      'db_pool_connections',
      'Open database connections, by state (busy: lent to a query, idle: waiting in the pool)',
      () => {
        const stats = pool();
        return [
          [{ state: 'busy' }, stats.total - stats.idle],
          [{ state: 'idle' }, stats.idle],
        ];
      },
      ['state'],
    );
    this.metrics.gauge(
      'db_pool_waiting',
      'Queries waiting for a free database connection',
      () => pool().waiting,
    );
  }
}
