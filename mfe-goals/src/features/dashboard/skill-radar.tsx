import { useId } from 'react'
import { SKILL_FOCUS_LABELS, SKILL_FOCUSES } from '@app/shared/domain/training.ts'
import type { SkillView } from '@app/shared/schemas/progress.ts'
import { radarShapes } from './radar-geometry.ts'

export type SkillRadarProps = { skills: readonly SkillView[] }

const SIZE = 260
const CENTER = SIZE / 2
const RADIUS = 82
// Room either side for the longest label ("Psychological") beside the left and right axes.
const SIDE = 92

/**
 * The five skills on a radar with 5 rings (docs/features/training-and-progress.md). The drawing is an image whose text alternative
 * is the list under it, which everyone sees: "Technical 5", one line per skill.
 */
export function SkillRadar({ skills }: SkillRadarProps) {
  const id = useId()
  const rows = SKILL_FOCUSES.map((skill) => {
    const found = skills.find((s) => s.skill === skill)
    return { skill, label: SKILL_FOCUS_LABELS[skill], level: found?.level ?? 0, count: found?.count ?? 0 }
  })
  const shapes = radarShapes({ values: rows.map((r) => r.level), center: CENTER, radius: RADIUS })
  const trained = rows.some((r) => r.count > 0)
  return (
    <div className="pp-radar">
      <svg
        className="pp-radar__chart"
        viewBox={`${-SIDE} 0 ${SIZE + 2 * SIDE} ${SIZE}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-list`}
        data-testid="skill-radar-chart"
      >
        <title
          id={`${id}-title`}
        >{`Skill radar: your level in each of the five skills, out of 100; the outer ring is level ${shapes.scale}`}</title>
        {shapes.rings.map((points, i) => (
          <polygon key={i} points={points} className="pp-radar__ring" />
        ))}
        {shapes.axes.map((p, i) => (
          <line key={i} x1={CENTER} y1={CENTER} x2={p.x} y2={p.y} className="pp-radar__axis" />
        ))}
        {trained && <polygon points={shapes.polygon} className="pp-radar__shape" data-testid="skill-radar-shape" />}
        {trained && shapes.vertices.map((p, i) => <circle key={i} cx={p.x} cy={p.y} r="2.5" className="pp-radar__dot" />)}
        {shapes.labels.map((p, i) => (
          <text key={i} x={p.x} y={p.y} textAnchor={p.anchor} dominantBaseline="middle" className="pp-radar__label" aria-hidden="true">
            {rows[i]?.label}
          </text>
        ))}
      </svg>
      <p className="pp-radar__scale" data-testid="skill-radar-scale">
        Outer ring: level {shapes.scale} of 100
      </p>
      <ul id={`${id}-list`} className="pp-radar__list" data-testid="skill-list" aria-label="Skill levels out of 100">
        {rows.map((r) => (
          <li key={r.skill} data-testid={`skill-${r.skill}`}>
            <span>{r.label}</span> <strong>{r.level}</strong>
          </li>
        ))}
      </ul>
      {!trained && (
        <p className="pp-dash-empty" data-testid="skills-empty">
          Log your first session and watch your skills grow here.
        </p>
      )}
    </div>
  )
}
