import type { HeadContext, PageHead } from '@mall/site';
import type { CinemaPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

/** Title and description: the cinema's name and the mall's; the first film's picture for sharing. */
export function cinemaHead(data: CinemaPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  const cinema = data.cinemaPage?.name;
  const films = data.cinemaPage?.films ?? [];
  return {
    title: cinema ? t('cinema:head.titleNamed', { cinema, mall }) : t('cinema:head.title', { mall }),
    description: films.length > 0
      ? t('cinema:head.programme', { mall, films: films.slice(0, 3).map((film) => film.title).join(', ') })
      : t('cinema:head.description', { mall }),
    ogImage: films.find((film) => film.image)?.image ?? data.mall.logos.wide ?? data.mall.logos.base ?? null,
  };
}
