import { useEffect, useState } from 'react';
import { PAYMENT_MESSAGES as M } from '@/words/messages';

/**
 * The UPI link as a QR code, drawn here (qrcode-generator, no network) as one SVG path. The
 * library is fetched only when a QR is shown, so it stays out of the start-up bundle and off
 * phones, which get a button instead.
 */
export function UpiQr({ link, amount }: { link: string; amount: string }) {
  const [drawn, setDrawn] = useState<{ link: string; size: number; path: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      // Level M: a phone camera still reads it from a screen with glare.
      const qr = qrcode(0, 'M');
      qr.addData(link);
      qr.make();
      const count = qr.getModuleCount();
      let path = '';
      for (let row = 0; row < count; row++) {
        for (let col = 0; col < count; col++) {
          if (qr.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
        }
      }
      // A quiet zone of 4 modules all round, as scanners expect.
      if (live) setDrawn({ link, size: count + 8, path });
    });
    return () => {
      live = false;
    };
  }, [link]);

  if (!drawn || drawn.link !== link) {
    return <p className="upi-qr-loading">{M.qrLoading}</p>;
  }
  return (
    <svg
      className="upi-qr"
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      role="img"
      aria-label={M.qrAlt(amount)}
      data-testid="upi-qr"
      shapeRendering="crispEdges"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
