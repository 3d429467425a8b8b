// Minimal typing for the parts of autocannon the bench uses.
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p99: number }
  interface Result { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
  interface RequestParams { path?: string; method?: string; headers?: Record<string, string>; body?: string }
  interface RequestSpec { setupRequest?: (req: RequestParams) => RequestParams }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: RequestSpec[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
