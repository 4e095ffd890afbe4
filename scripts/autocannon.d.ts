/** The part of autocannon 8's API that scripts/bench.ts uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p97_5: number; p99: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    pipelining?: number;
    timeout?: number;
  };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
