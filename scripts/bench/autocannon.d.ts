/** The part of autocannon's API that scripts/bench/ssr.ts and load.ts use (the package ships no types). */
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest | undefined;
    /** Called with each answer, its body and the context its setupRequest saw (one per connection). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    /** Seconds the run lasted. */
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Requests per second across all connections (paced load); unlimited when absent. */
    overallRate?: number;
    duration?: number;
    /** Seconds before a request without an answer counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
