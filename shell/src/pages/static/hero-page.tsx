import { Link } from '@app/shared/routing/index.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { flame, target, type IconShape } from '@app/shared/ui/icon-shapes.ts'
import './static-pages.css'

type SampleSkill = { name: string; percent: number }
type SampleCheck = { label: string; done: boolean }
type SampleAchievement = { icon: IconShape; name: string; description: string }

const SAMPLE_SKILLS: readonly SampleSkill[] = [
  { name: 'Ball control', percent: 72 },
  { name: 'Passing accuracy', percent: 58 },
  { name: 'Speed and agility', percent: 65 },
  { name: 'Game awareness', percent: 44 },
]

const SAMPLE_CHECKS: readonly SampleCheck[] = [
  { label: '20 minutes of first-touch practice', done: true },
  { label: 'Played one Decision Drill', done: true },
  { label: 'Stretched after training', done: false },
]

const SAMPLE_ACHIEVEMENTS: readonly SampleAchievement[] = [
  { icon: target, name: 'First Goal', description: 'Set your very first goal' },
  { icon: flame, name: 'Week Warrior', description: '7 day training streak' },
]

export function HeroPage() {
  return (
    <div className="sp-page">
      <div className="sp-container">
        <section className="sp-hero" aria-labelledby="sp-hero-title">
          <h1 id="sp-hero-title" className="sp-title">
            Your path to the <span className="sp-title__accent">next level</span> starts here
          </h1>
          <p className="sp-lead">
            PitchPath helps young players set clear goals, log their training and sharpen their soccer IQ — and lets parents follow along.
          </p>
          <div className="sp-actions">
            <Link to="/app/auth" className="sp-btn sp-btn--primary sp-btn--large">
              Get Started
            </Link>
            {/* The goal wizard works before any account: choose a style, pick goals, save them at the end. */}
            <Link to="/app/player-selection" className="sp-btn sp-btn--ghost sp-btn--large">
              Plan My Goals
            </Link>
            <Link to="/app/auth?mode=sign-up&as=parent" className="sp-btn sp-btn--ghost sp-btn--large">
              I'm a Parent
            </Link>
            <Link to="/app/features" className="sp-btn sp-btn--ghost sp-btn--large">
              Learn More
            </Link>
          </div>
        </section>

        <section className="sp-section sp-section--alt" aria-labelledby="sp-hero-sample">
          <h2 id="sp-hero-sample" className="sp-section-title">
            A look inside
          </h2>
          <p className="sp-section-intro">These cards are examples with made-up numbers, to show what your own progress will look like.</p>
          <div className="sp-grid">
            <article className="sp-card" aria-labelledby="sp-sample-skills">
              <span className="sp-example-tag">Example</span>
              <h3 id="sp-sample-skills" className="sp-card__title">
                Skill progress
              </h3>
              <ul className="sp-list">
                {SAMPLE_SKILLS.map((skill) => (
                  <li key={skill.name} className="sp-bar">
                    <span className="sp-bar__label">
                      <span>{skill.name}</span>
                      <span>{skill.percent}%</span>
                    </span>
                    {/* SVG, not a style attribute: this page is prerendered, and the CSP allows no inline style. */}
                    <svg className="sp-bar__track" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                      <rect className="sp-bar__fill" width={skill.percent} height="1" />
                    </svg>
                  </li>
                ))}
              </ul>
            </article>

            <article className="sp-card" aria-labelledby="sp-sample-checkin">
              <span className="sp-example-tag">Example</span>
              <h3 id="sp-sample-checkin" className="sp-card__title">
                Daily check-in
              </h3>
              <ul className="sp-list">
                {SAMPLE_CHECKS.map((check) => (
                  <li key={check.label} className="sp-check">
                    <span className={check.done ? 'sp-check__mark sp-check__mark--done' : 'sp-check__mark'} aria-hidden="true">
                      {check.done ? '✓' : ''}
                    </span>
                    <span>
                      {check.label}
                      <span className="sp-visually-hidden">{check.done ? ' (done)' : ' (not done yet)'}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </article>

            <article className="sp-card" aria-labelledby="sp-sample-achievements">
              <span className="sp-example-tag">Example</span>
              <h3 id="sp-sample-achievements" className="sp-card__title">
                Achievements
              </h3>
              <ul className="sp-list">
                {SAMPLE_ACHIEVEMENTS.map((achievement) => (
                  <li key={achievement.name} className="sp-achievement">
                    <Icon shape={achievement.icon} className="sp-achievement__icon" />
                    <span>
                      <span className="sp-achievement__name">{achievement.name}</span>
                      <span className="sp-achievement__desc">{achievement.description}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </article>
          </div>
        </section>
      </div>
    </div>
  )
}
