// docs/performance.md: the performance targets beside what `npm run bench` measured, in one
// table each for the API, the pages (Lighthouse) and the first-load JavaScript.

const kB = (bytes) => (bytes / 1000).toFixed(1)
const mark = (ok) => (ok ? 'met' : '**not met**')

/** The shell's JavaScript on a page, and each remote's own, from the Lighthouse runs. */
function sizes(pages) {
  const shell = Math.max(...pages.map((p) => p.js.shell ?? 0))
  const remotes = {}
  for (const page of pages)
    for (const [pkg, bytes] of Object.entries(page.js)) if (pkg !== 'shell') remotes[pkg] = { bytes, path: page.path }
  return { shell, remotes }
}

export function performanceReport({ machine, results, atRate, longRun, pages, plan }) {
  const byTitle = (prefix) => results.find((r) => r?.title.startsWith(prefix))
  const bare = byTitle('bare')
  const me = byTitle('GET /api/me')
  const log = byTitle('POST /api/training')
  const league = byTitle('GET /api/teams/{id}/league')
  const goalList = byTitle('GET /api/goals (')
  const goalCreate = byTitle('POST /api/goals')
  // The cluster's code path (docs/cluster.md): an embedded replica of a Turso primary on this machine.
  const fileRead = byTitle('GET /api/progress/level on the embedded file')
  const replicaRead = byTitle('GET /api/progress/level on an embedded replica')
  const replicaWrite = byTitle('POST /api/training through a replica')
  // Every read a page makes on load (shared/src/page-reads.js), each its own row in benchmarks.md.
  const pageReads = results.filter((r) => r?.title.includes('(page load'))
  const ratio = (r) => (bare ? r.rps / bare.rps : 0)
  const slowReads = pageReads.filter((r) => ratio(r) < 0.2)
  const [meAtRate, logAtRate] = atRate
  const apiRow = (label, r, target, ok) =>
    `| ${label} | ${r ? Math.round(r.rps).toLocaleString('en') : '–'} | ${r?.p99 ?? '–'} | ${r && bare ? (r.rps / bare.rps).toFixed(2) : '–'} | ${r?.failures ?? '–'} | ${target} | ${!ok ? '–' : r ? mark(ok(r)) : 'not run'} |`
  const { shell, remotes } = sizes(pages)
  const lighthouseRows = pages.map(
    (p) =>
      `| ${p.path}${p.as ? ` (signed in as ${p.as})` : ''} | ${p.performance}${p.runs > 1 ? ` (${p.performanceRange.join('-')})` : ''} | ${p.accessibility} | ${p.lcpMs} | ${p.tbtMs}${p.runs > 1 ? ` (${p.tbtRange.join('-')})` : ''} | ${p.cpuBlockingMs ?? '–'}${p.runs > 1 && p.cpuBlockingRange ? ` (${p.cpuBlockingRange.join('-')})` : ''} | ${p.cls} | ${mark(p.performance >= 95 && p.accessibility === 100 && p.lcpMs <= 1800 && p.tbtMs <= 150 && p.cls <= 0.05)} |`,
  )
  // Opened again in the same browser, the service worker in control (scripts/bench-repeat-visit.mjs).
  const repeatRows = pages
    .filter((p) => p.repeatVisit)
    .map(
      ({ path, as, repeatVisit: r }) =>
        `| ${path}${as ? ` (signed in as ${as})` : ''}, repeat visit | ${
          r.error
            ? `– | – | not measured: ${r.error.replaceAll('|', '/')}`
            : `${r.lcpMs}${r.runs > 1 ? ` (${r.lcpRange.join('-')})` : ''} | ${r.element ?? '–'} | ${mark(r.lcpMs <= 1800)}`
        } |`,
    )
  const remoteRows = Object.entries(remotes).map(
    ([pkg, { bytes, path }]) => `| ${pkg} (first route ${path}) | ${kB(bytes)} | 35 | ${mark(bytes <= 35_000)} |`,
  )

  return `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}. The load generator
(autocannon, 50 connections) runs on the same 2 cores as the server. Lighthouse ${pages[0]?.lighthouse ?? ''}
runs in Debian's Chromium with its mobile defaults (simulated slow 4G and 4× CPU slowdown) against
the production build served as \`npm start\` serves it, with the demo accounts seeded: the public pages
as a signed-out visitor, the others signed in through the API (Lighthouse sends the session cookie)${
    pages[0]?.runs > 1
      ? `, ${pages[0].runs} runs a page:
each row is the median run (Lighthouse's own \`computeMedianRun\`), the range over all runs in brackets`
      : ''
  }. Every figure here is
rewritten by the next run; the API's full table is in [benchmarks.md](benchmarks.md).

## API

| what | req/s | p99 ms | ratio to bare Deno.serve | errors + non-2xx | target | |
| --- | ---: | ---: | ---: | ---: | --- | --- |
${apiRow('bare Deno.serve (the yardstick)', bare, '–', null)}
${apiRow('GET /api/me, authenticated read, saturated', me, '≥ 10,000 req/s', (r) => r.rps >= 10_000)}
${apiRow('GET /api/me at 2,000 req/s offered', meAtRate, 'p99 ≤ 10 ms', (r) => r.p99 <= 10 && r.failures === 0)}
${apiRow('POST /api/training (Log Training), saturated, synchronous=FULL, each log saved', log, '≥ 3,000 req/s', (r) => r.rps >= 3000 && r.failures === 0)}
${apiRow('POST /api/training at 500 req/s offered', logAtRate, 'p99 ≤ 25 ms', (r) => r.p99 <= 25 && r.failures === 0)}
${apiRow(league ? league.title.replace('GET /api/teams/{id}/league', 'GET /api/teams/{id}/league, the weekly league, saturated') : 'GET /api/teams/{id}/league', league, '≥ 1,000 req/s', (r) => r.rps >= 1000 && r.failures === 0)}
${apiRow('GET /api/goals (50 goals), saturated', goalList, '≥ 0.2 of bare', (r) => ratio(r) >= 0.2 && r.failures === 0)}
${apiRow('POST /api/goals, saturated, synchronous=FULL', goalCreate, '≥ 0.05 of bare', (r) => ratio(r) >= 0.05 && r.failures === 0)}
${apiRow('GET /api/progress/level on an embedded replica, saturated', replicaRead, `≥ half the embedded file's${fileRead ? ` (${Math.round(fileRead.rps).toLocaleString('en')})` : ''}`, (r) => fileRead && r.rps * 2 >= fileRead.rps && r.failures === 0)}
${apiRow('POST /api/training through an embedded replica, saturated, each log saved', replicaWrite, '≥ 1,500 req/s', (r) => r.rps >= 1500 && r.failures === 0)}
| every other read a page makes on load (${pageReads.length} routes, benchmarks.md) | – | – | – | – | each ≥ 0.2 of bare | ${pageReads.length ? (slowReads.length ? `**not met**: ${slowReads.length} below 0.2` : 'met') : 'not run'} |
${longRun ? apiRow(`Log Training, ${longRun.total.toLocaleString('en')} requests`, longRun, 'zero errors over 1,000,000', (r) => r.failures === 0 && r.total >= 1_000_000) : '| Log Training, 1,000,000 requests | – | – | – | – | zero errors | not run (opt-in: `BENCH_LONG=1000000 npm run bench`, ~30 min here) |'}

## Weekly plan

| what | ms in all | µs a player | target | |
| --- | ---: | ---: | --- | --- |
${plan ? `| \`buildWeekPlan\` for ${plan.players.toLocaleString('en')} players over ${plan.drills} drills (\`scripts/bench-plan.ts\`) | ${plan.totalMs} | ${plan.perPlayerUs} | < 1,000 ms in all | ${mark(plan.totalMs < 1000)} |` : '| the weekly plan build | – | – | < 1,000 ms in all | not run |'}

## Pages (Lighthouse, mobile)

| page | performance | accessibility | LCP ms | TBT ms | the page's own TBT ms, from CPU time | CLS | target: ≥ 95, 100, LCP ≤ 1,800, TBT ≤ 150, CLS ≤ 0.05 |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${lighthouseRows.join('\n')}

TBT is Lighthouse's: its simulation slows each main-thread task's wall time 4×. "The page's own
TBT" is counted in the same run's trace from each task's CPU time instead (4×, above 50 ms, from
the first contentful paint; \`scripts/cpu-blocking-time.mjs\`): what the page's code and rendering
block by themselves, without the time the main thread waited for a core that Chromium's other
processes, the servers and Lighthouse shared on this machine. The target is Lighthouse's figure.
${
  repeatRows.length
    ? `
## Repeat visits (service worker)

Each page opened again in the same Chromium after two visits that installed the service worker and
filled its caches, the worker controlling the page: Lighthouse's mobile figures applied for real
(slow-4G latency and bandwidth on the page's and the worker's requests, 4× CPU slowdown, its phone screen), LCP as
the browser reports it, the median of ${pages.find((p) => p.repeatVisit)?.repeatVisit.runs} runs (range in brackets). Lighthouse itself cannot measure this: each of its
runs starts from a fresh profile, and its simulation prices the worker's cached answers as network requests.

| page | LCP ms | LCP element | target: LCP ≤ 1,800 |
| --- | ---: | --- | --- |
${repeatRows.join('\n')}
`
    : ''
}
## First-load JavaScript (gzip, level 9, as the servers send it)

| package | kB | target kB | |
| --- | ---: | ---: | --- |
| shell, with React, the router and the federation runtime (largest of the pages above) | ${kB(shell)} | 140 | ${mark(shell <= 140_000)} |
${remoteRows.join('\n')}

The pages above open only two remotes; \`shell/e2e/size.spec.ts\` measures all four remotes' first
routes on every \`npm test\` (figures in the README's Budgets).

React DOM and the federation runtime load once a page: the remotes take both from the shell
(\`shell/e2e/size.spec.ts\` checks it, and holds the budgets in the README).

## Where the time goes, and what is left

- **API.** Each row says whether its target is met. A bare \`Deno.serve\` answering a constant is the
  ceiling this machine reaches with autocannon beside it; the ratio to it is the figure that compares
  across runs (runs vary by about ±20 % here). The fixed-load rows use an evenly paced open-loop
  load (\`scripts/paced-load.mjs\`, latency counted from when each request was due), not autocannon's
  \`overallRate\`, which sends each second's quota as one burst at the top of the second.
- **Fixed loads vary from run to run here**, the load generator sharing the two cores with the
  server: across the runs of 2026-11-23, p99 of GET /api/me at 2,000 req/s was 3-14.5 ms and of Log
  Training at 500 req/s 6.7-65 ms, and the bare route's ceiling 23,000-39,500 req/s. In this report's
  run they were ${meAtRate?.p99 ?? '–'} and ${logAtRate?.p99 ?? '–'} ms, with the bare route at
  ${bare ? Math.round(bare.rps).toLocaleString('en') : '–'} req/s. The rows above are this run's; a
  target shown met can miss on the next run, and the other way round.
- **Authenticated reads** take the session from the session cache until a table it is read from is
  written (one process owns the embedded file and logs the table of every write statement), then
  Hono's routing and JSON. Without the cache, the session read through the libSQL native binding
  cost as much as the rest of the request.
- **Log Training** is one JS thread doing all the work. Concurrent requests share a commit (about 20
  to a batch at 50 players; \`synchronous=FULL\`, so one fsync each batch). Measured as the API
  process's CPU time over 10,000+ requests (its \`/proc\` counters, not wall time), in paired runs
  of the old and new code (this machine's speed drifts by a third over an hour): 659-747 µs a
  request before 2026-11-23's changes, 491-547 µs after them (the session cache kept across writes
  to other tables, the batch savepoints written out instead of a drizzle transaction object per
  request, the player's day reused within the minute, the transaction's statements as fixed SQL,
  the body length read from its header), and the background checkpoint then 6-14 % less again.
  About two fifths of what is left is SQLite itself through the native binding (20-60 µs a
  statement, and each batch's COMMIT), the rest Hono, zod, the HTTP layer and the rules. 3,000
  req/s needs ≤ 333 µs a request on the one thread that runs JavaScript, with the load generator
  (~110 µs a request) on the other core. The same code measured 255-358 µs a request on the evening
  of 2026-11-23 (2,660-3,550 req/s), the load generator's own cost moving from 68 to 117 µs a
  request between runs: the machine's speed, not the code, decides which side of 3,000 a run lands.
  Those figures, like the saturated row's before 2026-11-27, were mostly the daily cap's refusals
  (its 50 players reached 5 hours a day within the first second, and a refusal writes nothing).
  The row now counts saved logs only (benchmarks.md): 2,080 req/s (0.04 of bare) in its first
  run that day, so the target is not met, by the write path's own cost. On 2026-12-03 a CPU profile
  of the API under this row's load (Deno's inspector, sampling every 200 µs) still found drizzle
  building statements on every request: the batch savepoints, the day's minutes, the weekly plan's
  session, the badge and milestone inserts. Written as fixed SQL too, paired runs (10 s each, old
  and new code alternated) went from 1,868-1,942 to 2,564-2,807 saved logs a second (0.033 → 0.047-0.051
  of bare); the member page's audit insert likewise, 4,632-4,790 → 5,970-6,032 req/s (0.09 → 0.11).
  In the profile after, ~44 % of the thread's time is SQLite itself inside the binding (the state
  read ~10 %, each batch's COMMIT ~9 %, each other statement 2-6 %); the rest is spread over Hono,
  zod, the HTTP layer and the rules, none above 3 %. Moving the COMMIT's fsync off the thread
  (synchronous=NORMAL plus an fdatasync of the WAL before each answer) was tried the same day and
  measured no faster in two paired runs (2,724 and 2,465 req/s with it, 2,807 and 2,564 without),
  so it was not kept: the fsync is cheap on this disk. A profile on 2026-12-04 found the answer's
  zod check at 6 % of each log (the answer is now typed instead: each part comes from a typed mapper,
  and the tests parse every answer with the schema), the day's minutes a statement of their own (now
  read with the state, for every day an accepted \`occurred_at\` can fall on), and the streak row
  rewritten unchanged by each session after a day's first (now written only when the day changes
  it). Paired \`BENCH_ONLY\` runs that day on a quiet machine (bare route 103,000-107,000 req/s): 5,052-5,165
  saved logs a second before (0.047-0.048 of bare), 5,586-5,600 after (0.053-0.054). The member
  page is kept as its JSON text since the same day (a fifth of each view went to turning it into
  text): 9,346-10,415 → 10,805-11,214 req/s (0.09-0.10 → 0.11), and its audit rows have time-ordered
  ids (UUID v7, \`db/time-ordered-id.ts\`): a random id put each row at a random place in the key's
  index, so each batch's commit wrote a page per row; paired runs 11,262-11,554 → 12,543-12,783
  req/s (0.11 → 0.12); and the views waiting together write their rows as one multi-row insert
  in one transaction (\`family/view-audit.ts\`) instead of a savepoint, an insert and a release
  each: paired runs 11,938-12,012 → 13,862-14,449 req/s (0.12 → 0.13-0.14). Its audit row is the rest of the gap to 0.2 (with the audit write switched
  off, as an experiment only, it ran at 0.18-0.20).
- **Log Training's tail** at 500 req/s came from SQLite's automatic checkpoint: about four times a
  second a COMMIT also copied the WAL into the file (every 1,000 pages) and held the one thread for
  ~10 ms. The checkpoint now runs on a worker thread with its own connection (\`PASSIVE\` every
  100 ms; the writer adds one every 32 commits so the WAL can start over). Paired runs on
  2026-11-23: p99 at 500 req/s 15 → 6.7 ms, saturated Log Training 2,073-2,339 → 2,474-2,637 req/s
  (the copying moved to the second core).
- **Every read a page makes on load** is measured since 2026-11-26, from one list
  (\`shared/src/page-reads.js\`; \`edge-api/src/openapi/page-reads.test.ts\` checks it against the
  OpenAPI document, the site's pages and the API client). Same-run figures that day, before → after:
  \`GET /api/goals\` (50 goals) 2,338 → 24,584 req/s (0.03 → 0.36 of bare), now kept in memory per
  player and URL until this process writes the goals table (\`http/cached-answer.ts\`, the session
  cache's rule; never on a replica); \`POST /api/goals\` 1,014 → 4,648 (0.01 → 0.07, p99 101 → 25
  ms): each create counted every goal of the player three times (the badges and the free tier; the
  counts now stop where no rule changes, from an index by owner and status) and built its membership
  join and insert through drizzle (now fixed SQL), so it slowed as the run added thousands of goals.
  Goal templates 4,168 → 15,181 and reflections 2,995 → 10,306 are kept the same way; Upcoming
  Sessions 753 → 3,182 (an index by owner and day instead of a walk through every goal); this week's
  plan 83 → 379 (it read the title of every goal to name a few), all three with the run's thousands
  of created goals; the page reads now run before the creates, on the demo accounts as seeded (plan
  2,196, reports ~1,000-1,200). Left under 0.2: reads that write
  (this week's plan stores its moves, a family member's page its audit row: each a write
  transaction), the reports and the family dashboard (they read each goal and session of the
  period), \`GET /api/dashboard\` (nine reads, the plan among them), and the small reads at 0.1-0.2,
  where a dozen drizzle-built statements and the response schema's check cost as much as the
  session and the routing.
- **Pages.** \`/\`, \`/app\`, \`/app/features\`, \`/app/privacy\` and \`/app/terms\` arrive prerendered
  (the shell's build renders them with React in Node; README "Quality budgets"): the first paint is
  the HTML and its one stylesheet, React then adopts it, and the shell's start waits until the
  browser reports that first contentful paint. Before (2026-11-23, same machine, Lighthouse runs of the client-rendered site): FCP 1.5-1.7 s,
  LCP 3.3-3.7 s, performance 74-85. What is left there is Total Blocking Time. Traced under the
  4× slowdown on 2026-11-23, after the federation runtime went to its ES modules: \`main.js\`
  evaluating the runtime (60-130 ms), the start negotiating the bootstrap's shared modules and adding
  their script tags (130-140 ms; adding the ~17 script elements alone is ~40 ms of it) and React DOM's
  evaluation with the app's modules and the start of hydration (95-145 ms). Each is one task;
  Lighthouse counts what passes 50 ms. Tried that day and reverted, with Lighthouse runs before and
  after: sharing React, React DOM and react-redux \`eager\` (no negotiation, but \`main.js\` grew to
  99 kB and TBT to 370-430 ms) and one chunk for React, the router and Redux (13 files instead of
  18, TBT 370-510 ms): bigger files are longer tasks. What helped: the start in two tasks, React DOM
  first and the app after a turn (README), TBT medians on \`/\` 148 → 84 ms and \`/app\` 192 → 111 ms.
  The area pages kept a third long task, the remote's entry registering its shared modules and
  asking for its page (22-36 ms in Lighthouse's own unthrottled traces, so 90-215 ms simulated),
  and their TBT stayed around 200 ms. Later on 2026-11-23 (README "Sharing without a wait") the
  shell stopped waiting for the area's \`remoteEntry.js\` before choosing React (\`shareStrategy:
  'loaded-first'\`), the browser stopped matching semver ranges (~15 ms of that task unthrottled;
  ranges are checked when a remote is deployed), and a federation runtime plugin now ends the task
  before a remote's container init, before its \`./App\` request and before each shared module's
  load, so the dozen script tags the remote's page needs are no longer added in one task. TBT over
  5 Lighthouse runs a page, before the per-module boundary → after: \`/app/goal-tracker\` 160-224 →
  12-38 ms, \`/app/games\` 31-484 → 23-71. Single runs still vary, so the bench takes five a page.
- **Areas** (\`/app/goal-tracker\`, \`/app/games\`) arrive drawn since 2026-11-23: the shell's
  server joins its prerendered frame of the page with the remote's own prerendered area, fetched
  from beside the remote's current \`remoteEntry.js\` (README "Public areas arrive drawn"). Before,
  the remote drew them after the chain \`main.js\` → shell chunks → \`/remotes.json\` → the
  manifest → \`remoteEntry.js\` → its chunks: LCP 3.1-3.6 s in Lighthouse runs that day, 1.2-1.5 s
  after. The same day the registry moved into the page and the manifest step left the chain (the
  federation runtime is now bundled from its ES modules, without manifest support: the shell's first
  load 147.6 → 138.3 kB gzip, each remote's first route about 5.5 kB less).
- **LCP and the start-up's timing.** Lighthouse counts every request that starts before the page's
  first paint into its LCP. On 2026-11-24 the landing (\`/\`) stopped loading any script (its every
  control is a link; it prefetches the app's entry instead): LCP 1,246-1,941 ms over 6 runs before,
  1,055-1,116 after. The same day the start-up on a drawn page moved from a frame callback, which
  runs before the frame is shown, to the browser's \`first-contentful-paint\` entry: on \`/app\` the
  registry and the shell's chunks had still been requested before the paint (LCP 1,236-2,019 ms
  over 5 runs, 1,801 in that day's first bench), after it 1,103-1,238 ms.
- **Signed-in pages.** Since 2026-11-26 the bench measures \`/app/dashboard\`, \`/app/goal-tracker\` and
  \`/app/games\` signed in as the demo player and \`/app/parent-dashboard\` as the demo parent (it signs
  in through the API and Lighthouse sends the session cookie). Their first figures that day (5 runs,
  median): dashboard 56 (LCP 3,109 ms, TBT 975, CLS 0.317), goal tracker 90 (TBT 396), Game Hub 91
  (LCP 3,381), parent dashboard 84 (LCP 3,283, TBT 348). The dashboard's nine card reads started at
  ~915 ms of Lighthouse's own load, after the page, \`main.js\`, the remote's entry, ~20 shell
  chunks, \`/api/auth/session\` (~400 ms) and the remote's chunks. Now the shell's entry starts the
  session read and one dashboard read (\`GET /api/dashboard\`, docs/features/training-and-progress.md)
  as soon as it runs, both answered by ~190 ms beside the chunks; each card's placeholder has its
  content's height; data that arrives is drawn in a transition (in slices); the grid of cards is
  drawn after the greeting (the LCP element) has been painted. Same day, after: dashboard 85 (LCP
  3,483, TBT 292, CLS 0). What is left there is the main thread before the greeting's paint (the
  shell's and the remote's code and React DOM's first render of the page): the reads are off that
  path, the simulated LCP did not move.
- **Signed-in pages arrive drawn** (docs/features/platform.md) since 2026-11-26: for a browser with
  a session the shell's server sends the dashboard's and the Family Dashboard's prerendered frames,
  whose greeting and heading are the pages' largest text, so the LCP is the HTML's first paint. Same
  day, both builds measured back to back on this machine while other work ran on it (so TBT read
  high in both; LCP is what moved): dashboard LCP 3,204-3,361 ms before, 1,217-1,574 after (3 runs
  each); parent dashboard 3,119 before, 927 after (one run). The greeting is one element from the
  server's HTML to the named one and the Family Dashboard's heading is drawn again at its size, so
  no later paint is larger (\`signed-in-drawn.spec.ts\` checks the browser's LCP entries). What
  moved TBT: an \`Intl.DateTimeFormat\` was built per formatted date (117 ms of one task under 4×
  throttling, now one per locale and options), goals arrived in a plain update (one long render of
  every card, now a transition), and the signed-in part of these pages is drawn deferred.
- **Where the main thread goes on \`/app\`** (Lighthouse's trace, unthrottled, so about a quarter of
  the simulated figures; 2026-11-26): a 45 ms first task at navigation (the prerendered page's
  parse, style and layout, before its first paint), \`main.js\` evaluating 25-32 ms (the federation
  runtime and the entry), then React DOM's evaluation and hydration; LCP the hero heading.
- **The signed-in pages, measured for real since 2026-11-27.** Until that day's fix to the bench
  (it now sends every cookie of the sign-in and a visitor key, and fails a run that does not end on
  its page) the signed-in rows had measured the sign-in form: the shell's server sets a
  \`pp_visitor\` cookie, and Chromium then drops the Cookie header Lighthouse adds. Their TBT is
  what misses. Lighthouse's TBT here is wall time: on this 2-core machine, with Chromium, the
  servers and Lighthouse on it, a task took 2-4 times its CPU time in runs beside other work, and
  one unchanged build read 108 ms at a quiet moment and 2,815 at a busy one. Compared by each
  main-thread task's CPU time in Lighthouse's own traces (× 4, counted above 12.5 ms), that day:
  the dashboard's longest task after the first paint was the first group of cards (style, layout
  and paint of Log Training's form and the plan with them, 14-25 ms CPU); Log Training and the plan
  now draw in turns of their own behind placeholders of their height
  (docs/features/training-and-progress.md, "The greeting first"), longest task 17.1 → 11.4 ms CPU (median of 5
  paired runs), tasks over 12.5 ms 7 → 3. The Game Hub's own React tasks stay under ~14 ms CPU
  (its CLS is 0.004: the totals' box holds its height, docs/features/games.md); a
  \`useDeferredValue\` there moved nothing and was reverted. What is left over 12.5 ms CPU on every
  signed-in page is the shell's start-up: \`main.js\` evaluating (11-23 ms), React DOM's chunk
  compiled and evaluated (8-14 ms), Redux Toolkit's chunk (11-13 ms) and the shell's app modules
  when their last chunk arrives (11-15 ms). Next: fewer, smaller start-up tasks in the shell (its
  first load is at the 140 kB budget, so by splitting evaluation, not by adding code).
- **The service worker installs once the page has settled** (2026-11-27,
  \`shell/src/after-page-settles.ts\`). It was registered at \`load\`, which a drawn page fires
  before its app starts, so its install (fetching and storing the shell and each remote) ran beside
  the dashboard's start: 300-460 ms of the worker thread's CPU in the first 2 s of every
  Lighthouse run. Now it waits for 1 s without long tasks or finished resources after \`load\`
  (at most 10 s), and in the same traces it starts after the page's last task. Lighthouse's TBT,
  5 runs a page, the two builds one after the other: \`/app/goal-tracker\` 84-502 ms (median 357)
  → 82-243 (134), \`/app/dashboard\` 113-343 (232) → 58-338 (226). Read those with care: in a
  later test that alternated two builds run by run (9 runs each), the medians of one and the same
  build moved by up to 140 ms between blocks of runs a few minutes apart. Counted from each main-thread
  task's CPU time in the same traces (× 4, over 50 ms), the pages' own TBT is 0-34 ms: what is left
  of Lighthouse's figure is the main thread waiting for a core while Chromium's browser process
  and compositor (about 230 and 130 ms of CPU in the dashboard's first 700 ms), the servers and
  Lighthouse run beside it. Running the servers at a lower priority (\`renice 10\`) moved the
  medians within their spread (dashboard 187, goal tracker 151); so did a spinner that waits 0.6 s
  before it shows (9 alternated runs each: dashboard 158 → 139, goal tracker 105 → 118), kept for
  what a player sees, not for speed.
`
}
