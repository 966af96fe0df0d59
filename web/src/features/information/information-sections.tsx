import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import type { InformationPageQuery } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';

// The information page's sections below the hub's cards (issue 22): renting a Christmas-market stall
// (only when the tenant has the section on and has its pictures: the bff gives null otherwise), renting
// a unit, and the mall's documents to download. The call to action is the contact page, and the mall's
// e-mail when it has one.

type Sections = InformationPageQuery['informationSections'];
type Rental = 'christmasStalls' | 'spaceLease';

function RentalSection({ kind, images, email }: { kind: Rental; images: readonly string[]; email: string | null }) {
  const { t } = useTranslation('information');
  const lang = useLang();
  const id = `information-${kind}`;
  return (
    <section className="information-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{t(`${kind}.title`)}</h2>
      <p className="information-section__text">{t(`${kind}.text`)}</p>
      <ul className="information-section__images" data-count={images.length}>
        {images.map((src, index) => (
          <li key={src}>
            <ProxiedImage
              src={src}
              srcWidth={640}
              maxWidth={1280}
              sizes="(min-width: 640px) 50vw, 100vw"
              width={1200}
              height={900}
              alt={t(`${kind}.photo`, { number: index + 1 })}
            />
          </li>
        ))}
      </ul>
      <p className="information-section__cta">
        <PrefetchLink to={pathFor('contact', lang)} className="button" data-testid={`${id}-contact`}>
          {t(`${kind}.cta`)}
        </PrefetchLink>
        {email && (
          <span className="information-section__email">
            {t('orWrite')} <a href={`mailto:${email}`}>{email}</a>
          </span>
        )}
      </p>
    </section>
  );
}

function Documents({ documents }: { documents: Sections['documents'] }) {
  const { t, i18n } = useTranslation('information');
  if (documents.length === 0) return null;
  return (
    <section className="information-section" aria-labelledby="information-documents-title" data-testid="information-documents">
      <h2 id="information-documents-title">{t('documents.title')}</h2>
      <ul className="information-documents">
        {documents.map((document) => {
          const key = `documents.names.${document.name}`;
          const title = i18n.exists(`information:${key}`) ? t(key as never) : document.title;
          return (
            <li key={document.url} data-testid="information-document" data-name={document.name}>
              <a href={document.url} rel="noopener" className="information-documents__link">
                <span className="information-documents__title">{title}</span>
                {document.fileType && <span className="information-documents__type"> ({document.fileType})</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function InformationSections({ sections, email }: { sections: Sections; email: string | null }) {
  return (
    <>
      {sections.christmasStalls && <RentalSection kind="christmasStalls" images={sections.christmasStalls.images} email={email} />}
      {sections.spaceLease && <RentalSection kind="spaceLease" images={sections.spaceLease.images} email={email} />}
      <Documents documents={sections.documents} />
    </>
  );
}
