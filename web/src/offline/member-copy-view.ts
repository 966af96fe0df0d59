import { toHtmlLang, type Lang } from '@mall/site';
import { readMemberCopies, svgImageUrl, type MemberCopies, type PassCopy, type RewardCopy } from './member-copy';
import { copyFromLine, fill, memberCopyTexts } from './member-copy-texts';

// The member's copies as plain DOM (issue 24 "A member's pass offline"): the offline page runs this with
// no React and no app (`<div id="offline-member">`), and the app's screens use the same elements when
// their query fails offline (member-copy-fallback.tsx). Everything read back from storage is set as
// text (`textContent`) or as an image's address: a code holding markup shows as that markup's text,
// and the QR SVG is an `<img>`, in which nothing runs.

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function qrImage(svg: string, label: string, className: string): HTMLImageElement {
  const image = element('img', className);
  image.src = svgImageUrl(svg);
  image.alt = label;
  image.width = 200;
  image.height = 200;
  return image;
}

/** The parking pass as it was shown, with when it was taken; its stored texts keep their own language. */
export function passCopyElement(copy: PassCopy, lang: Lang): HTMLElement {
  const t = memberCopyTexts(lang);
  const card = element('div', 'member-copy__item member-copy__pass');
  card.dataset.testid = 'member-copy-pass';
  card.append(element('h3', 'member-copy__title', t.pass.title), qrImage(copy.qrSvg, fill(t.pass.qrLabel, { code: copy.code }), 'member-copy__qr'));
  const code = element('p', 'member-copy__code code', copy.code);
  code.dataset.testid = 'member-copy-pass-code';
  const valid = element('p', 'member-copy__valid', copy.validUntil);
  valid.lang = toHtmlLang(copy.lang);
  card.append(code, valid, takenLine(copy.takenAt, lang));
  return card;
}

/** An activated reward's code as it was shown, with when it was taken. */
export function rewardCopyElement(copy: RewardCopy, lang: Lang): HTMLElement {
  const t = memberCopyTexts(lang);
  const card = element('div', 'member-copy__item member-copy__reward');
  card.dataset.testid = 'member-copy-reward';
  const name = element('h3', 'member-copy__title', copy.name);
  name.lang = toHtmlLang(copy.lang);
  card.append(name);
  if (copy.qrSvg) card.append(qrImage(copy.qrSvg, fill(t.rewards.qrLabel, { code: copy.code }), 'member-copy__qr'));
  const code = element('p', 'member-copy__code code', copy.code);
  code.dataset.testid = 'member-copy-reward-code';
  card.append(code);
  const facts = element('dl', 'member-copy__facts');
  for (const [label, value] of [
    [t.rewards.activated, copy.activatedOn],
    [t.rewards.validUntil, copy.validUntil],
  ] as const) {
    if (!value) continue;
    const row = element('div', '');
    const dd = element('dd', '', value);
    dd.lang = toHtmlLang(copy.lang);
    row.append(element('dt', '', label), dd);
    facts.append(row);
  }
  card.append(facts, takenLine(copy.takenAt, lang));
  return card;
}

function takenLine(takenAt: string, lang: Lang): HTMLElement {
  const line = element('p', 'member-copy__taken', copyFromLine(lang, takenAt));
  line.dataset.testid = 'member-copy-taken';
  return line;
}

/** The copies as one section; null when there is none. */
export function memberCopiesElement({ pass, rewards }: MemberCopies, lang: Lang): HTMLElement | null {
  if (!pass && rewards.length === 0) return null;
  const t = memberCopyTexts(lang);
  const section = element('section', 'member-copy');
  section.dataset.testid = 'member-copy';
  section.setAttribute('aria-label', t.saved);
  section.append(element('h2', 'member-copy__heading', t.saved));
  if (pass) section.append(passCopyElement(pass, lang));
  if (rewards.length > 0) {
    const list = element('ul', 'member-copy__rewards');
    list.setAttribute('aria-label', t.rewards.title);
    for (const reward of rewards) {
      const item = element('li', '');
      item.append(rewardCopyElement(reward, lang));
      list.append(item);
    }
    section.append(list);
  }
  return section;
}

/**
 * Shows what this device keeps for its member (the parking pass, the reward codes) in `container`,
 * with "Copy from …" in `lang`; leaves it empty when nothing is kept (a visitor sees nothing of it).
 */
export async function renderMemberCopies(container: HTMLElement, lang: Lang): Promise<void> {
  const section = memberCopiesElement(await readMemberCopies(), lang);
  container.replaceChildren(...(section ? [section] : []));
}
