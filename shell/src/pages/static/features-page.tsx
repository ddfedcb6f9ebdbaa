import { Link } from '@app/shared/routing/index.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { flame, lightbulb, target, trendingUp, type IconShape } from '@app/shared/ui/icon-shapes.ts'
import './static-pages.css'

type Feature = { icon: IconShape; title: string; paragraphs: readonly string[] }

const FEATURES: readonly Feature[] = [
  {
    icon: target,
    title: 'Goal Setting',
    paragraphs: [
      'Choose a playing style, tell us your age and skill level, and PitchPath suggests up to three goals across the four pillars: technical, tactical, physical and mental.',
      'You can also write your own goal with a title, a description and an optional target date. The Free plan holds two active goals; Pro and Parent have no limit.',
    ],
  },
  {
    icon: trendingUp,
    title: 'Progress Tracking',
    paragraphs: [
      'My Goals shows your active and completed goals, with a search box and your completion rate. Mark a goal complete when you reach it.',
      'Your dashboard shows your level, training streak, badges and how each skill has grown from the sessions you logged.',
    ],
  },
  {
    icon: lightbulb,
    title: 'Soccer IQ Games',
    paragraphs: [
      'Decision Drill puts you in match situations against the clock, Soccer Trivia tests what you know about the game, and Reaction Master trains quick reactions.',
      'Games earn points, levels and achievements, and scenarios and wording are matched to your age group. Skill Challenge is coming soon.',
    ],
  },
  {
    icon: flame,
    title: 'Training Habits',
    paragraphs: [
      'Log each session you train: the type, how long it lasted, which skills you worked on, your energy level and any notes.',
      'Every session earns XP and keeps your streak going, so regular practice becomes a habit you can see.',
    ],
  },
  {
    icon: lightbulb,
    title: 'Drill Library',
    paragraphs: [
      'Drills for every pillar and age group, each with its steps, coaching points, a way to make it harder and a diagram. Most need one ball and a small space.',
      'Search them and filter by pillar, age group, equipment and minutes, signed in or not.',
    ],
  },
]

const NOT_INCLUDED: readonly string[] = ['No instructional videos', 'No training plans']

export function FeaturesPage() {
  return (
    <div className="sp-page">
      <div className="sp-container">
        <section className="sp-hero" aria-labelledby="sp-features-title">
          <h1 id="sp-features-title" className="sp-title sp-title--page">
            What PitchPath does
          </h1>
          <p className="sp-lead">
            PitchPath is a goal and habit tracker for young soccer players. It helps you decide what to work on, keep track of the work you
            put in, and think faster on the pitch.
          </p>
        </section>

        <section className="sp-section" aria-labelledby="sp-features-list">
          <h2 id="sp-features-list" className="sp-section-title">
            Features
          </h2>
          <ul className="sp-grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="sp-card">
                <Icon shape={feature.icon} size={28} className="sp-card__icon" />
                <h3 className="sp-card__title">{feature.title}</h3>
                {feature.paragraphs.map((text) => (
                  <p key={text} className="sp-card__text">
                    {text}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>

        <section className="sp-section sp-section--alt" aria-labelledby="sp-features-excluded">
          <h2 id="sp-features-excluded" className="sp-section-title">
            What PitchPath does not include
          </h2>
          <p className="sp-section-intro">
            We want you to know exactly what you are signing up for. PitchPath does not teach technique or plan your sessions — that part
            stays with your coach.
          </p>
          <ul className="sp-bullets sp-bullets--cross">
            {NOT_INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section className="sp-section sp-hero" aria-labelledby="sp-features-cta">
          <h2 id="sp-features-cta" className="sp-section-title">
            Ready to set your first goal?
          </h2>
          <div className="sp-actions">
            <Link to="/app/auth" className="sp-btn sp-btn--primary sp-btn--large">
              Get Started
            </Link>
          </div>
        </section>
      </div>
    </div>
  )
}
