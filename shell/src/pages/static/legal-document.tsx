import { Link } from '@app/shared/routing/index.ts'
import './static-pages.css'

export type LegalSection = {
  id: string
  title: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  /** Shown after the list, for text that closes a section. */
  closing?: string
  email?: string
}

type LegalDocumentProps = {
  title: string
  updated: string
  intro: string
  sections: readonly LegalSection[]
  related: { to: string; label: string }
}

/** Shared layout for the privacy policy and the terms, so both read the same way. */
export function LegalDocument({ title, updated, intro, sections, related }: LegalDocumentProps) {
  return (
    <div className="sp-page">
      <article className="sp-container sp-container--narrow" aria-labelledby="sp-legal-title">
        <h1 id="sp-legal-title" className="sp-title sp-title--page">
          {title}
        </h1>
        <p className="sp-meta">{`Last updated: ${updated}`}</p>
        <p className="sp-legal-section__text">{intro}</p>

        <nav className="sp-toc" aria-labelledby="sp-legal-toc">
          <h2 id="sp-legal-toc" className="sp-toc__title">
            On this page
          </h2>
          <ol className="sp-bullets">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="sp-link">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <section key={section.id} id={section.id} className="sp-legal-section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="sp-legal-section__title">
              {section.title}
            </h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="sp-legal-section__text">
                {text}
              </p>
            ))}
            {section.items && (
              <ul className="sp-bullets">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.closing && <p className="sp-legal-section__text">{section.closing}</p>}
            {section.email && (
              <p className="sp-legal-section__text">
                Email:{' '}
                <a href={`mailto:${section.email}`} className="sp-link">
                  {section.email}
                </a>
              </p>
            )}
          </section>
        ))}

        <p className="sp-footer-nav">
          <Link to={related.to} className="sp-link">
            {related.label}
          </Link>
        </p>
      </article>
    </div>
  )
}
