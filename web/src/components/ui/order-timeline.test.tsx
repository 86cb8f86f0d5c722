// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OrderTimeline } from './order-timeline';

afterEach(cleanup);

const history = (note: string) =>
  [
    { status: 'Pending', at: '2026-11-20T05:00:00.000Z', by: 'shopper' },
    { status: 'Shipped', at: '2026-11-21T05:00:00.000Z', by: 'owner', note },
  ] as const;

const renderTimeline = (note: string) =>
  render(
    <>
      <h2 id="steps">Order status</h2>
      <OrderTimeline history={history(note)} label={(status) => status} actor={{}} headingId="steps" />
    </>,
  );

describe('the farm’s note on a step', () => {
  it('turns an India Post number into a copy button and India Post’s tracking site', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderTimeline('Speed Post EE123456789IN, 2 parcels');
    expect(screen.getByText('EE123456789IN').tagName).toBe('STRONG');
    const track = screen.getByRole('link', { name: 'Track on India Post' });
    expect(track.getAttribute('href')).toBe('https://www.indiapost.gov.in/');
    expect(track.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Copy EE123456789IN' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('EE123456789IN');
    vi.unstubAllGlobals();
  });

  it('offers nothing of India Post for a note without its number', () => {
    renderTimeline('By S.T. bus, track at https://track.example.in/123');
    expect(screen.queryByRole('link', { name: 'Track on India Post' })).toBeNull();
    expect(screen.getByRole('link', { name: 'https://track.example.in/123' })).toBeTruthy();
  });
});
