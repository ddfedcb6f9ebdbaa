import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DRILLS } from '@app/shared/domain/drills/content/index.ts'
import { DrillDiagram, motionOf } from './drill-diagram.tsx'

describe('DrillDiagram', () => {
  it('protects behaviour: draws every drill of the library as one labelled image, animated where it moves', () => {
    for (const drill of DRILLS) {
      const html = renderToStaticMarkup(<DrillDiagram diagram={drill.diagram} title={drill.title} motion />)
      expect(html).toMatch(/^<svg[^>]* role="img" aria-label="Diagram of /)
      expect(html.includes('<animateMotion')).toBe(drill.diagram.movements.length > 0)
      expect(html).not.toContain('NaN')
    }
  })

  it('protects behaviour: under reduced motion it is the still frame, every path drawn and nothing animated', () => {
    for (const drill of DRILLS) {
      const html = renderToStaticMarkup(<DrillDiagram diagram={drill.diagram} title={drill.title} motion={false} />)
      expect(html).not.toMatch(/<animate/)
      expect(html).toContain('data-motion="still"')
      expect(html.match(/marker-end=/g)?.length ?? 0).toBe(drill.diagram.movements.length)
    }
  })

  it('protects behaviour: without a preference known yet (the first render) it draws the still frame', () => {
    const drill = DRILLS.find((d) => d.diagram.movements.length > 0) ?? DRILLS[0]
    if (!drill) return
    expect(renderToStaticMarkup(<DrillDiagram diagram={drill.diagram} title={drill.title} />)).not.toContain('<animateMotion')
  })

  it('protects behaviour: a player holds still through the steps it does not move', () => {
    const m = motionOf(
      [
        {
          element: 'you',
          kind: 'run',
          step: 2,
          path: [
            { x: 0, y: 0 },
            { x: 4, y: 0 },
          ],
        },
        {
          element: 'you',
          kind: 'run',
          step: 3,
          path: [
            { x: 4, y: 0 },
            { x: 4, y: 4 },
          ],
        },
      ],
      3,
    )
    expect(m).toEqual({ path: 'M0 0 L4 0 L4 4', dur: '4s', keyTimes: '0;0.25;0.5;0.75;1', keyPoints: '0;0;0.5;1;1' })
  })
})
