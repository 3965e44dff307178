import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The route label of a request no route matched (so unknown addresses fold into one value). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from 5 ms (a session check) to 10 s (a five-photo upload on a slow line). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type HttpLabels = 'method' | 'route' | 'status_code';

interface HttpSeries {
  duration: ReturnType<Histogram<HttpLabels>['labels']>;
  total: ReturnType<Counter<HttpLabels>['labels']>;
}

/**
 * The process's Prometheus metrics (GET /metrics, docs/operations.md "Metrics"), in a registry of
 * the app's own: Node's default metrics, the HTTP histogram and counter (by method, route template
 * and status code: bounded label values), and gauges that modules add with `gauge()` (Socket.IO
 * connections, scheduled jobs, the database pool), read when Prometheus scrapes.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly duration: Histogram<HttpLabels>;
  private readonly total: Counter<HttpLabels>;
  /** One labelled child per (method, route, status): a request costs a Map lookup, not a hash. */
  private readonly series = new Map<string, HttpSeries>();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.total = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [this.registry],
    });
  }

  /** Counts one answered request; `route` is the route's template or UNMATCHED_ROUTE. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      const labels = { method, route, status_code: String(statusCode) };
      series = { duration: this.duration.labels(labels), total: this.total.labels(labels) };
      this.series.set(key, series);
    }
    series.duration.observe(seconds);
    series.total.inc();
  }

  /**
   * A gauge read at scrape time. `collect` answers one value, or one per label set (for
   * `labelNames`); when it throws (the database is down), the gauge keeps its last values.
   */
  gauge<L extends string = never>(
    name: string,
    help: string,
    collect: () =>
      | number
      | Promise<number>
      | [Partial<Record<L, string>>, number][]
      | Promise<[Partial<Record<L, string>>, number][]>,
    labelNames: L[] = [],
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        let values: Awaited<ReturnType<typeof collect>>;
        try {
          values = await collect();
        } catch {
          return;
        }
        if (typeof values === 'number') this.set(values);
        else for (const [labels, value] of values) this.set(labels as never, value);
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
