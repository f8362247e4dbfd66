import { describe, expect, it } from "vitest";
import { parseLoadOutput } from "./page-rate";

const OUT = `[load] 40 shoppers signed in; postgres, 1 instance(s)

### postgres, 1 instance(s), 10 requests/s offered for 15 s

| request | rate /s | p50 ms | p95 ms | p99 ms | max ms | errors | statuses |
|---|---|---|---|---|---|---|---|
| home | 2.2 | 142 | 323 | 357 | 357 | 0 | 200×33 |
| **all** | **10.1** | **149** | **598** | **704** | **713** | **0** | |

server CPU 23% (of one core; 2 cores = 200%), PostgreSQL 42%, this load generator 2%, peak RSS 718 MB, 15.0 s

### postgres, 1 instance(s), 5 requests/s offered for 15 s

| **all** | **5.0** | **80** | **190** | **240** | **260** | **0** | |

server CPU 12% (of one core; 2 cores = 200%), PostgreSQL 20%, this load generator 1%, peak RSS 700 MB, 15.0 s
`;

describe("parseLoadOutput", () => {
  it("reads each offered rate's totals and the server's CPU per request", () => {
    const rates = parseLoadOutput(OUT);
    expect(rates.map((r) => [r.rate, r.served, r.p50, r.p99, r.errors, r.ok])).toEqual([
      [10, 10.1, 149, 704, 0, false],
      [5, 5, 80, 240, 0, true],
    ]);
    expect(rates[0].serverCpuMsPerReq).toBeCloseTo(22.77, 1);
    expect(rates[1].serverCpuMsPerReq).toBeCloseTo(24, 5);
  });

  it("does not count a rate that served under 97 % of what was offered", () => {
    const [r] = parseLoadOutput("### postgres, 1 instance(s), 20 requests/s offered for 15 s\n| **all** | **18.0** | **50** | **90** | **120** | **130** | **0** | |\n");
    expect(r.ok).toBe(false);
  });
});
