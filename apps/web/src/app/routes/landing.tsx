import { Isla } from '../../components/layout/isla.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { BenefitsSection } from '../../features/landing/components/benefits-section.tsx';
import { BusinessCtaSection } from '../../features/landing/components/business-cta-section.tsx';
import { HeroSection } from '../../features/landing/components/hero-section.tsx';
import { NegociosSection } from '../../features/landing/components/negocios-carousel.tsx';
import { NewsletterSection } from '../../features/landing/components/newsletter-section.tsx';
import { NivelesSection } from '../../features/landing/components/niveles-section.tsx';
import { StepsSection } from '../../features/landing/components/steps-section.tsx';
import { TestimonialsSection } from '../../features/landing/components/testimonials-section.tsx';

/** The public landing (SPEC §1), at / for guests. */
export function LandingRoute() {
  return (
    <PublicLayout>
      <HeroSection />
      <StepsSection />
      <BenefitsSection />
      <Isla nombre="negocios">
        <NegociosSection />
      </Isla>
      <TestimonialsSection />
      <NivelesSection />
      <Isla nombre="boletin">
        <NewsletterSection />
      </Isla>
      <BusinessCtaSection />
    </PublicLayout>
  );
}
