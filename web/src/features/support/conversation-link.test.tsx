import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { SupportConversationLink } from './conversation-link';

const overview = {
  messagesOverview: {
    conversations: [
      { id: '1003', subject: 'Points missing' },
      { id: '1002', subject: 'Parking card' },
      { id: '1001', subject: 'Welcome' },
    ],
  },
};

describe('the link from a sent support request', () => {
  it('leads to the conversation the request started: the newest with its subject', () => {
    renderScreen('en', '/en/support', <SupportConversationLink subject=" Parking card " />, overview);
    const link = screen.getByTestId('support-conversation');
    expect(link.getAttribute('href')).toBe('/en/messages?conversation=1002');
    expect(link.textContent).toBe('Follow the answers in your messages');
  });

  it('leads to the messages while the conversation is not there (yet)', () => {
    renderScreen('de', '/de/dashboard/support', <SupportConversationLink subject="Something else" />, overview);
    const link = screen.getByTestId('support-conversation');
    expect(link.getAttribute('href')).toBe('/de/dashboard/messages');
    expect(link.textContent).toBe('Zu Ihren Nachrichten');
  });
});
