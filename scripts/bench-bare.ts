// The reference point for the API benchmark: the fastest answer Deno itself gives on this machine.
const port = Number(Deno.env.get('PORT') ?? 8090)
Deno.serve(
  { hostname: '127.0.0.1', port, onListen: () => console.log(`bare on ${port}`) },
  () => new Response('{"status":"ok"}', { headers: { 'content-type': 'application/json' } }),
)
