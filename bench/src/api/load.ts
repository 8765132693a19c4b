// The bench's load generator (`npm run bench -- api`), in a process of its own so that neither its
// work nor its garbage collections are counted as a server's: autocannon warms up at the measured
// load, then measures. Takes { url, headers, connections, seconds } as JSON in argv[2]; prints the
// figures as one JSON line.
import autocannon from 'autocannon';

const { url, headers, connections, seconds } = JSON.parse(process.argv[2]!) as { url: string; headers: Record<string, string>; connections: number; seconds: number };
await autocannon({ url, connections, duration: 3, headers });
const result = await autocannon({ url, connections, duration: seconds, headers });
process.stdout.write(
  `${JSON.stringify({ requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, responses2xx: result['2xx'], responses3xx: result['3xx'], otherResponses: result.non2xx - result['3xx'], errors: result.errors, timeouts: result.timeouts })}\n`,
);
