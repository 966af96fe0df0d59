import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, sizedImage } from '@mall/site';
import type { LoginPageQuery } from '../../graphql/generated';

// What the sign-in and registration pages show beside their form (issue 22): the mall's logo in the
// variant the tenant's `auth_logo_type` names (as the header and footer pick theirs, falling back to the
// base logo), and a slider of the settings' `login_slider_images_N` captioned by `login_slider_images_names`.
// The slider never moves by itself (no autoplay: nothing to pause on hover, focus or reduced motion);
// the visitor pages with labelled buttons or the dots. Every slide is in the server's HTML, the first
// shown and its picture loaded at once; the others are hidden and their pictures lazy.

type Logos = LoginPageQuery['mall']['logos'];
type LogoType = LoginPageQuery['settings']['logoTypes']['auth'];
export type AuthSlides = LoginPageQuery['authSlides'];

/** The logo variant a `*_logo_type` setting names, falling back to the base logo. */
export function authLogoUrl(logos: Logos, type: LogoType): string | null {
  return logos[type] ?? logos.base ?? null;
}

export function AuthLogo({ logos, type, mall }: { logos: Logos; type: LogoType; mall: string }) {
  const logo = authLogoUrl(logos, type);
  if (!logo) return null;
  return (
    // An inverted variant is drawn for a dark ground: it gets the mall's primary colour behind it.
    <p className={type === 'inverted' || type === 'invertedWide' ? 'auth-logo auth-logo--inverted' : 'auth-logo'}>
      <img src={sizedImage(logo, 320)} srcSet={imageSrcSet(logo, 480)} sizes="160px" alt={mall} data-testid="auth-logo" data-logo-type={type} height={64} />
    </p>
  );
}

export function AuthSlider({ slides }: { slides: AuthSlides }) {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return null;
  const count = slides.length;
  const go = (index: number) => setCurrent((index + count) % count);
  return (
    <section className="auth-slider" aria-roledescription="carousel" aria-label={t('slider.label')} data-testid="auth-slider">
      <div className="auth-slider__track">
        {slides.map((slide, index) => (
          // A group (axe allows no role on a figure), the figure inside it.
          <div
            key={`${slide.image}-${index}`}
            className="auth-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('slider.slide', { number: index + 1, count })}
            hidden={index !== current}
            data-testid="auth-slide"
          >
            <figure className="auth-slider__figure">
              <img
                src={sizedImage(slide.image, 640)}
                srcSet={imageSrcSet(slide.image, 1280)}
                sizes="(min-width: 900px) 40vw, 100vw"
                width={1200}
                height={900}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {slide.caption && <figcaption data-testid="auth-slide-caption">{slide.caption}</figcaption>}
            </figure>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="auth-slider__controls">
          <button type="button" className="auth-slider__button" onClick={() => go(current - 1)} aria-label={t('slider.previous')} data-testid="auth-slider-previous">
            <span aria-hidden="true">‹</span>
          </button>
          <ol className="auth-slider__dots">
            {slides.map((slide, index) => (
              <li key={`${slide.image}-${index}`}>
                <button
                  type="button"
                  className="auth-slider__dot"
                  onClick={() => go(index)}
                  aria-label={t('slider.show', { number: index + 1, count })}
                  aria-current={index === current ? 'true' : undefined}
                  data-testid="auth-slider-dot"
                />
              </li>
            ))}
          </ol>
          <button type="button" className="auth-slider__button" onClick={() => go(current + 1)} aria-label={t('slider.next')} data-testid="auth-slider-next">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
