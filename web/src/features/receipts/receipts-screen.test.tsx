import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptsPageQuery } from '../../graphql/generated';
import { PageClockContext } from '../../lib/clock';
import { FakeXhr } from '../../test/fake-xhr';
import { clientAnswering, renderScreen } from '../../test/render-screen';
import { ReceiptsScreen } from './receipts-screen';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const data: ReceiptsPageQuery = {
  mall: { id: '4', dateFormat: 'd.m.Y', currency: 'EUR' },
  myReceipts: {
    items: [
      { id: '3', shopName: 'Tchibo', amount: '24,90 €', purchaseDate: '2026-11-24', uploadedDate: '2026-11-25', status: 'PENDING', points: null, rejectionReason: null, fileName: 'blocek.jpg' },
      { id: '2', shopName: 'Dráčik', amount: '18,90 €', purchaseDate: '2026-10-01', uploadedDate: '2026-10-01', status: 'REJECTED', points: null, rejectionReason: 'Bloček sa nedá prečítať.', fileName: null },
      { id: '1', shopName: null, amount: '361,45 €', purchaseDate: '2026-09-01', uploadedDate: '2026-09-02', status: 'ACCEPTED', points: 3, rejectionReason: null, fileName: 'scan.pdf' },
    ],
    currentPage: 1,
    lastPage: 2,
    perPage: 10,
    total: 13,
  },
  shopsByLetter: [
    { letter: 'D', shops: [{ id: '4002', name: 'Dráčik', loyaltyPartner: true }] },
    { letter: 'K', shops: [{ id: '4003', name: 'Kaufland', loyaltyPartner: false }] },
    { letter: 'T', shops: [{ id: '4001', name: 'Tchibo', loyaltyPartner: true }] },
  ],
  uploadRules: { maxBytes: 10 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'application/pdf'] },
  earningRules: { receiptMaxAgeDays: 7, checkingDays: 2 },
};

describe('ReceiptsScreen', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the receipts with their status in words, the points earned and the reason of a rejection (Slovak)', () => {
    renderScreen('sk', '/sk/blocky', <ReceiptsScreen />, data);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bločky');
    const items = screen.getAllByTestId('receipt-item');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['PENDING', 'REJECTED', 'ACCEPTED']);
    expect(items.map((item) => within(item).getByTestId('receipt-status').textContent)).toEqual(['Kontroluje sa', 'Zamietnutý', 'Schválený']);
    expect(plain(items[0]!.textContent)).toContain('Nákup 24.11.2026 · 24,90 €');
    expect(items[1]!.textContent).toContain('Dôvod: Bloček sa nedá prečítať.');
    expect(plain(items[2]!.textContent)).toContain('+3 body');
    expect(items[2]!.textContent).toContain('Obchod neuvedený');
    expect(within(screen.getByTestId('pagination')).getByRole('link', { name: 'Ďalšia stránka' }).getAttribute('href')).toBe('/sk/blocky?page=2');
  });

  it('has a labelled upload form: the shops of the programme only, the amount with an example, the day within the window, the file', () => {
    renderScreen('de', '/de/dashboard/receipts', <ReceiptsScreen />, data);
    const form = screen.getByTestId('receipt');
    const shop = within(form).getByLabelText(/^Geschäft/) as HTMLSelectElement;
    expect([...shop.options].map((o) => o.textContent)).toEqual(['Geschäft wählen', 'Dráčik', 'Tchibo']);
    expect(plain(within(form).getByText(/^Wie auf dem Kassenbon/).textContent)).toBe('Wie auf dem Kassenbon, z. B. 24,90 €');
    const date = within(form).getByLabelText(/^Tag des Einkaufs/) as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(within(form).getByText('Höchstens 7 Tage her')).toBeTruthy();
    expect((within(form).getByLabelText(/^Foto oder PDF des Kassenbons/) as HTMLInputElement).type).toBe('file');
  });

  it("bounds the day by the mall's calendar (its time zone, not UTC nor the browser's): today back to the oldest day it takes", () => {
    // 23:30 UTC on 28 March is already the 29th in Bratislava.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 28, 23, 30) });
    try {
      const clock = { instant: Date.now(), timeZone: 'Europe/Bratislava' };
      renderScreen(
        'sk',
        '/sk/blocky',
        <PageClockContext.Provider value={clock}>
          <ReceiptsScreen />
        </PageClockContext.Provider>,
        data,
      );
      const date = within(screen.getByTestId('receipt')).getByLabelText(/^Deň nákupu/) as HTMLInputElement;
      expect([date.min, date.max]).toEqual(['2026-03-22', '2026-03-29']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uploads to the receipts route in the page language and asks the list again from the platform', async () => {
    const queries: unknown[] = [];
    renderScreen('en', '/en/receipts', <ReceiptsScreen />, data, clientAnswering(data, (_variables, context) => queries.push(context)));
    const form = screen.getByTestId('receipt');
    fireEvent.change(within(form).getByLabelText(/^Shop/), { target: { value: '4001' } });
    fireEvent.change(within(form).getByLabelText(/^Amount paid/), { target: { value: '24.90' } });
    fireEvent.change(within(form).getByLabelText(/^Day of the purchase/), { target: { value: new Date().toISOString().slice(0, 10) } });
    fireEvent.change(within(form).getByLabelText(/^Photo or PDF/), { target: { files: [new File([new Uint8Array(10)], 'bon.png', { type: 'image/png' })] } });
    await act(async () => fireEvent.submit(form));
    expect(FakeXhr.last!.url).toBe('/api/receipts?lang=en');
    const before = queries.length;
    await act(async () => FakeXhr.last!.respond(201, { ok: true, item: { id: '4', status: 'PENDING' } }));
    expect(screen.getByTestId('receipt-uploaded').textContent).toContain('at most 2 days');
    expect(queries.length).toBeGreaterThan(before);
    expect(queries.at(-1)).toMatchObject({ requestPolicy: 'network-only' });
  });
});
