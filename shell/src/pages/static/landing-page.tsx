import { Link } from '@app/shared/routing/index.ts'
import { BrandMark } from '@app/shared/ui/brand-mark.tsx'
import { Icon } from '@app/shared/ui/icon.tsx'
import { flame, lightbulb, target, type IconShape } from '@app/shared/ui/icon-shapes.ts'
import './static-pages.css'

type ValuePoint = { icon: IconShape; title: string; text: string }

const VALUE_POINTS: readonly ValuePoint[] = [
  {
    icon: target,
    title: 'Set goals in four pillars',
    text: 'Pick clear goals for your technical, tactical, physical and mental game, and see which ones you have finished.',
  },
  {
    icon: flame,
    title: 'Log training, build streaks',
    text: 'Record each session in under a minute, earn XP and levels, and keep your training streak alive day after day.',
  },
  {
    icon: lightbulb,
    title: 'Sharpen your soccer IQ',
    text: 'Play quick games — Decision Drill, Soccer Trivia and Reaction Master — to read the game faster and think like a pro.',
  },
]

export function LandingPage() {
  return (
    // Its own screen without the app layout, so it brings its own main landmark.
    <main className="sp-page sp-page--dark">
      <div className="sp-container">
        <section className="sp-hero" aria-labelledby="sp-landing-title">
          <p className="sp-brand">
            <span>
              <BrandMark size={28} /> Pitch<span className="sp-brand__mark">Path</span>
            </span>
            <span className="sp-badge">BETA</span>
          </p>
          <h1 id="sp-landing-title" className="sp-title">
            From youth soccer to <span className="sp-title__accent">D1 college</span> and the pro game
          </h1>
          <p className="sp-lead">
            Set goals, train with purpose and track every step of your path — built for players aged 8 to 18 and beyond, and the parents who
            cheer them on.
          </p>
          <div className="sp-actions">
            <Link to="/app" className="sp-btn sp-btn--primary sp-btn--large">
              Start Your Journey
            </Link>
            <Link to="/app/player-selection" className="sp-btn sp-btn--ghost sp-btn--large">
              Plan My Goals
            </Link>
          </div>
        </section>

        <section className="sp-section" aria-labelledby="sp-landing-values">
          <h2 id="sp-landing-values" className="sp-section-title">
            What you can do with PitchPath
          </h2>
          <ul className="sp-grid">
            {VALUE_POINTS.map((point) => (
              <li key={point.title} className="sp-card">
                <Icon shape={point.icon} size={28} className="sp-card__icon" />
                <h3 className="sp-card__title">{point.title}</h3>
                <p className="sp-card__text">{point.text}</p>
              </li>
            ))}
          </ul>

          <aside className="sp-note" aria-labelledby="sp-landing-parents">
            <h3 id="sp-landing-parents" className="sp-note__title">
              For parents
            </h3>
            <p className="sp-note__text">
              Follow your children's goals, training and progress through a family account. You send a link request, and your child confirms
              it with a six-digit code.
            </p>
          </aside>
        </section>

        <nav aria-label="More about PitchPath">
          <ul className="sp-footer-nav">
            <li>
              <Link to="/app/features" className="sp-link">
                Features
              </Link>
            </li>
            <li>
              <Link to="/app/privacy" className="sp-link">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/app/terms" className="sp-link">
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </main>
  )
}
