import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import './tabs.css'

export type TabItem<K extends string> = { key: K; label: ReactNode }

export type TabsProps<K extends string> = {
  /** The tab list's accessible name, e.g. "Filter goals". */
  label: string
  tabs: readonly TabItem<K>[]
  selected: K
  onSelect: (key: K) => void
  /** The one panel's content; it shows whatever the selected tab selects. */
  children: ReactNode
  testId?: string
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), Left/Right move and
 * select, Home/End jump to the ends; one tabpanel labelled by the selected tab.
 * @example <Tabs label="Filter goals" tabs={[{ key: 'all', label: 'All' }]} selected={tab} onSelect={setTab}>{grid}</Tabs>
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, testId = 'tabs' }: TabsProps<K>) {
  const id = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const tabId = (key: K) => `${id}-tab-${key}`
  const panelId = `${id}-panel`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.key === selected)
    const last = tabs.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.key)
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.key))}`)?.focus()
  }

  return (
    <div className="pp-tabs" data-testid={testId}>
      {/* Roving focus (WAI-ARIA tabs): each tab is a button that takes focus, the list does not. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div className="pp-tabs__list" role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const isSelected = t.key === selected
          return (
            <button
              key={t.key}
              id={tabId(t.key)}
              type="button"
              role="tab"
              className="pp-tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(t.key)}
            >
              {t.label}
            </button>
          )
        })}
      </div>
      <div className="pp-tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={-1}>
        {children}
      </div>
    </div>
  )
}
