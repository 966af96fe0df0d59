import { act, render, type RenderResult } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// member-messages.tsx: the header's messages as a chunk of their own. A chunk that cannot be had
// (offline, gone after a deploy) must not take the page down: no link until the next page load.

afterEach(() => {
  vi.doUnmock('./header-messages');
  vi.resetModules();
});

describe('MemberMessages', () => {
  it("renders the member's messages once their code is here", async () => {
    vi.doMock('./header-messages', () => ({ HeaderMessages: ({ lang }: { lang: string }) => <a data-testid="header-messages">messages {lang}</a> }));
    const { MemberMessages, loadMemberMessages } = await import('./member-messages');
    await loadMemberMessages();
    const { container } = render(<MemberMessages lang="de" />);
    expect(container.textContent).toBe('messages de');
  });

  it('shows nothing when the code cannot be had, and throws nothing', async () => {
    vi.doMock('./header-messages', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { MemberMessages, loadMemberMessages } = await import('./member-messages');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let shown!: RenderResult;
    await act(async () => {
      shown = render(<MemberMessages lang="en" />);
      await loadMemberMessages();
    });
    expect(shown.container.textContent).toBe('');
    expect((await loadMemberMessages()).HeaderMessages).toBeNull();
    // Rendered again (a navigation): still nothing, no new attempt that would suspend each render.
    shown.rerender(<MemberMessages lang="de" />);
    expect(shown.container.textContent).toBe('');
    expect(errors).not.toHaveBeenCalled();
  });
});
