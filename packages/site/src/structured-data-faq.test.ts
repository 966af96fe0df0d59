import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './structured-data';

describe('faqPageJsonLd', () => {
  it('is a FAQPage with each question and its accepted answer, in order', () => {
    expect(
      faqPageJsonLd(
        [
          { question: ' Is there Wi-Fi? ', answer: '<p>Yes, <strong>Mall_WiFi</strong>.</p>' },
          { question: 'Can I bring my dog?', answer: '<p>On a lead.</p>' },
        ],
        { url: '/en/faq', name: 'FAQ – Aupark' },
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: '/en/faq',
      name: 'FAQ – Aupark',
      mainEntity: [
        { '@type': 'Question', name: 'Is there Wi-Fi?', acceptedAnswer: { '@type': 'Answer', text: '<p>Yes, <strong>Mall_WiFi</strong>.</p>' } },
        { '@type': 'Question', name: 'Can I bring my dog?', acceptedAnswer: { '@type': 'Answer', text: '<p>On a lead.</p>' } },
      ],
    });
  });

  it('leaves out entries without a question or an answer, and an empty name', () => {
    const item = faqPageJsonLd(
      [
        { question: '  ', answer: '<p>x</p>' },
        { question: 'Q', answer: ' ' },
      ],
      { url: '/cz/caste-dotazy', name: '' },
    );
    expect(item.mainEntity).toEqual([]);
    expect(item).not.toHaveProperty('name');
  });
});
