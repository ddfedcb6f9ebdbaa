import type { ReactNode } from 'react'
import { Tabs } from '@app/shared/ui/tabs.tsx'
import { GOAL_FILTERS, type GoalFilter } from './filter-goals.ts'

const LABELS: Record<GoalFilter, string> = { all: 'All', active: 'Active', completed: 'Completed' }

export type GoalTabsProps = {
  selected: GoalFilter
  onSelect: (tab: GoalFilter) => void
  /** How many goals (matching the search) each tab holds. */
  counts: Record<GoalFilter, number>
  children: ReactNode
}

/** All / Active / Completed (docs/features/goals.md), each with its count. */
export function GoalTabs({ selected, onSelect, counts, children }: GoalTabsProps) {
  const tabs = GOAL_FILTERS.map((key) => ({
    key,
    label: (
      <>
        {LABELS[key]} <span className="pp-goals__count">{counts[key]}</span>
      </>
    ),
  }))
  return (
    <Tabs label="Filter goals" tabs={tabs} selected={selected} onSelect={onSelect} testId="goal-tabs">
      {children}
    </Tabs>
  )
}
