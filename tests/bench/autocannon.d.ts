/** The parts of autocannon 8 the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  };
  export type Client = {
    setRequests(requests: Request[]): void;
    /** Each answer, in the order the connection's requests were sent (one at a time). */
    on(event: 'response', listener: (status: number, bytes: number, milliseconds: number) => void): void;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    setupClient?: (client: Client) => void;
    timeout?: number;
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
