/**
 * What people say: the quotes of the operator's list, each with the person's name and where they
 * said it. Not shown at all while the list is empty: the starter site invents no quotes.
 */
import { useCoverage } from '../../components/PressMentions.tsx';
import { LandingSection } from './LandingSection.tsx';

export function TestimonialsSection() {
  const { testimonials } = useCoverage();
  if (testimonials.length === 0) return null;
  return (
    <LandingSection name="testimonials">
      <ul className="testimonials">
        {testimonials.map((q) => (
          <li key={`${q.name}|${q.quote}`}>
            <figure className="testimonial">
              <blockquote lang={q.lang} cite={q.url}>
                <p>{q.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__name">{q.name}</span>{' '}
                {q.url ? (
                  <a href={q.url} rel="noreferrer noopener">
                    <cite>{q.source}</cite>
                  </a>
                ) : (
                  <cite>{q.source}</cite>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
