const TESTIMONIALS = [
  { quote: 'Setting weekly goals made my training actually add up. I made my club’s first team this season.', who: 'Sofia, 16, midfielder' },
  { quote: 'I can see what my son is working on without nagging him. The streaks keep him going.', who: 'David, parent of a 12-year-old' },
  { quote: 'The decision drills changed how I read the game. I see the pass before I get the ball now.', who: 'Marcus, 18, forward' },
] as const

/** Three static testimonials (docs/features/billing.md). */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What players and parents say</h2>
      <ul className="pp-testimonials">
        {TESTIMONIALS.map((t) => (
          <li key={t.who} className="pp-card">
            <blockquote>
              <p>“{t.quote}”</p>
              <footer>— {t.who}</footer>
            </blockquote>
          </li>
        ))}
      </ul>
    </section>
  )
}
