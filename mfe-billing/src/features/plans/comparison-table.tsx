import { COMPARISON, COMPARISON_SOON } from '@app/shared/domain/billing/plans.ts'

const cell = (value: boolean | string) => {
  if (value === COMPARISON_SOON) return <span className="pp-compare__soon">{value}</span>
  if (typeof value === 'string') return value
  return value ? <span aria-label="Included">✓</span> : <span aria-label="Not included">—</span>
}

/** The feature comparison (docs/features/billing.md). */
export function ComparisonTable() {
  return (
    <section className="pp-card" aria-labelledby="compare-title">
      <h2 id="compare-title">Compare plans</h2>
      <table className="pp-compare" data-testid="comparison-table">
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Free</th>
            <th scope="col">Pro</th>
            <th scope="col">Parent</th>
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td>{cell(row.free)}</td>
              <td>{cell(row.pro)}</td>
              <td>{cell(row.parent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
