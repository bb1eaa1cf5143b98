/**
 * Testimonials. Karma has none yet, so the section shows examples and says so three times over:
 * a visible 'Example testimonials' label, a notice that the team wrote them, and 'Example' in
 * every caption. Replace the copy (server/content/landing/) once real, consented ones exist.
 */
import { LANDING_COPY } from '../../../server/content/landing/index.ts';
import { useRequest } from '../../request-context.tsx';
import { Prose } from '../info/Prose.tsx';
import { LandingSection } from './LandingSection.tsx';

export function TestimonialsSection() {
  const { t, locale } = useRequest();
  const { notice, items } = LANDING_COPY[locale].testimonials;
  return (
    <LandingSection name="testimonials">
      <p className="example-label">{t('landing.testimonials.label')}</p>
      <p>
        <Prose text={notice} />
      </p>
      <ul className="testimonials">
        {items.map((item) => (
          <li key={item.persona}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>{`${t('landing.testimonials.example')} — ${item.persona}`}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
