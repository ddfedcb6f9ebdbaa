/**
 * What the shell passes to every remote's './App': remote-slot.tsx renders `<App />`, so nothing. A
 * remote whose App requires a prop the shell does not pass, or takes a passed prop in a narrower type,
 * fails its own build and is refused at deploy (docs/features/platform.md, "Typed contracts").
 */
export type ShellAppProps = Record<never, never>
