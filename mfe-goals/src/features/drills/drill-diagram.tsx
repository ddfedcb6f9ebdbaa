import { useEffect, useId, useState } from 'react'
import type {
  DiagramElement,
  DiagramMovement,
  DiagramPoint,
  DiagramRole,
  DrillDiagram as Diagram,
} from '@app/shared/domain/drills/drill.ts'

const ROLE_COLOURS: Record<DiagramRole, string> = { you: '#1d4ed8', partner: '#7c3aed', defender: '#b91c1c', teammate: '#0f766e' }
const ROLE_NAMES: Record<DiagramRole, string> = { you: 'you', partner: 'a partner', defender: 'a defender', teammate: 'a teammate' }
/** Seconds per movement step, and the pause after the last one before the loop starts again. */
const STEP_SECONDS = 1
const PAUSE_SECONDS = 1

const REDUCE = '(prefers-reduced-motion: reduce)'

/**
 * Whether movement may animate: false until the browser says motion is welcome, so the first render
 * (and any page drawn without JavaScript) is the still frame, and it follows the setting as it changes.
 */
export function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(REDUCE)
    const update = () => setAllowed(!query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return allowed
}

const distance = (a: DiagramPoint, b: DiagramPoint) => Math.hypot(b.x - a.x, b.y - a.y)
const lengthOf = (path: readonly DiagramPoint[]) => path.slice(1).reduce((sum, p, i) => sum + distance(path[i]!, p), 0)
const pathData = (path: readonly DiagramPoint[]) => path.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ')
const round = (n: number) => Math.round(n * 1000) / 1000

/**
 * One element's whole trip through the loop, for SMIL's animateMotion: its movements joined into one
 * path, and keyTimes/keyPoints that hold it still during the steps it does not move.
 */
export function motionOf(movements: readonly DiagramMovement[], steps: number) {
  const ordered = [...movements].sort((a, b) => a.step - b.step)
  const joined: DiagramPoint[] = []
  for (const m of ordered) joined.push(...(joined.length ? m.path.slice(1) : m.path))
  const total = lengthOf(joined) || 1
  const cycle = steps * STEP_SECONDS + PAUSE_SECONDS
  const times: number[] = [0]
  const points: number[] = [0]
  let travelled = 0
  for (const m of ordered) {
    const start = ((m.step - 1) * STEP_SECONDS) / cycle
    const end = (m.step * STEP_SECONDS) / cycle
    if (start > times.at(-1)!) {
      times.push(start)
      points.push(travelled / total)
    }
    travelled += lengthOf(m.path)
    times.push(end)
    points.push(Math.min(1, travelled / total))
  }
  if (times.at(-1)! < 1) {
    times.push(1)
    points.push(points.at(-1)!)
  }
  return {
    path: pathData(joined),
    dur: `${cycle}s`,
    keyTimes: times.map(round).join(';'),
    keyPoints: points.map(round).join(';'),
  }
}

/** What the picture shows, in words, for a screen reader (role="img"). */
export function describeDiagram(diagram: Diagram, title: string): string {
  const count = (kind: DiagramElement['kind']) => diagram.elements.filter((e) => e.kind === kind).length
  const players = diagram.elements.flatMap((e) => (e.kind === 'player' ? [ROLE_NAMES[e.role]] : []))
  const parts = [
    players.length ? `players: ${[...new Set(players)].join(', ')}` : null,
    count('ball') ? `${count('ball')} ball${count('ball') > 1 ? 's' : ''}` : null,
    count('cone') ? `${count('cone')} cone${count('cone') > 1 ? 's' : ''}` : null,
    count('goal') ? 'a goal' : null,
    count('wall') ? 'a wall' : null,
  ].filter(Boolean)
  const kinds = [...new Set(diagram.movements.map((m) => m.kind))]
  const moves = kinds.length ? ` Arrows show the ${kinds.join(', ')} in order.` : ''
  return `Diagram of ${title}, an area of ${diagram.width} by ${diagram.height} metres with ${parts.join(', ') || 'nothing marked'}.${moves}`
}

type Props = {
  diagram: Diagram
  title: string
  /** Tests and callers that know: otherwise the browser's setting decides. */ motion?: boolean
}

/**
 * A drill's diagram (docs/features/drills.md), drawn from its data:
 * the area from above, its markers, every movement as a line (dashed run, wavy-looking dotted
 * dribble, solid pass, thick shot) with an arrowhead, and, where motion is welcome, the players and
 * ball moving along those lines step by step. Under prefers-reduced-motion it is that still frame.
 */
export function DrillDiagram({ diagram, title, motion }: Props) {
  const allowed = useMotionAllowed()
  const animate = (motion ?? allowed) && diagram.movements.length > 0
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const unit = Math.max(diagram.width, diagram.height) / 30
  const steps = Math.max(0, ...diagram.movements.map((m) => m.step))
  const moving = new Set(animate ? diagram.movements.map((m) => m.element) : [])
  const pad = unit * 2
  return (
    <svg
      className="pp-drill-diagram"
      role="img"
      aria-label={describeDiagram(diagram, title)}
      viewBox={`${round(-pad)} ${round(-pad)} ${round(diagram.width + 2 * pad)} ${round(diagram.height + 2 * pad)}`}
      data-testid="drill-diagram"
      data-motion={animate ? 'animated' : 'still'}
    >
      <defs>
        <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#1f2937" />
        </marker>
      </defs>
      <rect
        x={0}
        y={0}
        width={diagram.width}
        height={diagram.height}
        rx={unit / 2}
        fill="#dcfce7"
        stroke="#15803d"
        strokeWidth={unit / 4}
      />
      {diagram.movements.map((m, i) => (
        <path
          key={`${m.element}-${i}`}
          d={pathData(m.path)}
          fill="none"
          stroke="#1f2937"
          strokeWidth={m.kind === 'shot' ? unit / 2.5 : unit / 5}
          strokeDasharray={m.kind === 'run' ? `${unit} ${unit / 1.5}` : m.kind === 'dribble' ? `${unit / 4} ${unit / 3}` : undefined}
          strokeLinecap="round"
          markerEnd={`url(#${id}-arrow)`}
          opacity={0.75}
        />
      ))}
      {diagram.elements.map((element) => (
        <Element
          key={element.id}
          element={element}
          unit={unit}
          motion={
            moving.has(element.id)
              ? motionOf(
                  diagram.movements.filter((m) => m.element === element.id),
                  steps,
                )
              : null
          }
        />
      ))}
    </svg>
  )
}

type Motion = ReturnType<typeof motionOf>

function Element({ element, unit, motion }: { element: DiagramElement; unit: number; motion: Motion | null }) {
  switch (element.kind) {
    case 'zone':
      return (
        <g>
          <rect
            x={Math.min(element.from.x, element.to.x)}
            y={Math.min(element.from.y, element.to.y)}
            width={Math.abs(element.to.x - element.from.x)}
            height={Math.abs(element.to.y - element.from.y)}
            fill="#fde68a"
            opacity={0.6}
          />
          {element.label && (
            <Text
              at={{ x: (element.from.x + element.to.x) / 2, y: (element.from.y + element.to.y) / 2 }}
              unit={unit}
              text={element.label}
            />
          )}
        </g>
      )
    case 'goal':
    case 'wall':
      return (
        <line
          x1={element.from.x}
          y1={element.from.y}
          x2={element.to.x}
          y2={element.to.y}
          stroke={element.kind === 'goal' ? '#ffffff' : '#78716c'}
          strokeWidth={element.kind === 'goal' ? unit / 1.5 : unit}
          strokeLinecap="square"
        />
      )
    case 'label':
      return <Text at={element.at} unit={unit} text={element.text} />
    case 'cone':
      return (
        <path
          d={`M${round(element.at.x)} ${round(element.at.y - unit * 0.7)} l${round(unit * 0.6)} ${round(unit * 1.1)} h${round(-unit * 1.2)} z`}
          fill="#f97316"
        />
      )
    case 'ball':
    case 'player': {
      // A moving element is drawn around 0,0 and carried along its path; a still one stands at `at`.
      const at = motion ? { x: 0, y: 0 } : element.at
      const shape =
        element.kind !== 'player' ? (
          <circle cx={at.x} cy={at.y} r={unit * 0.5} fill="#ffffff" stroke="#111827" strokeWidth={unit / 6} />
        ) : (
          <>
            <circle cx={at.x} cy={at.y} r={unit * 1.1} fill={ROLE_COLOURS[element.role]} stroke="#ffffff" strokeWidth={unit / 6} />
            {element.label && (
              <text x={at.x} y={at.y} fill="#ffffff" fontSize={unit * 1.2} fontWeight="700" textAnchor="middle" dominantBaseline="central">
                {element.label}
              </text>
            )}
          </>
        )
      if (!motion) return <g>{shape}</g>
      return (
        <g data-moving={element.id}>
          {shape}
          <animateMotion
            path={motion.path}
            dur={motion.dur}
            keyTimes={motion.keyTimes}
            keyPoints={motion.keyPoints}
            calcMode="linear"
            repeatCount="indefinite"
          />
        </g>
      )
    }
  }
}

function Text({ at, unit, text }: { at: DiagramPoint; unit: number; text: string }) {
  return (
    <text x={at.x} y={at.y} fontSize={unit * 1.3} fill="#111827" textAnchor="middle" dominantBaseline="central">
      {text}
    </text>
  )
}
