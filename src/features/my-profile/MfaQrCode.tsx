import { useEffect, useRef, useState } from 'react';
import { MFA_QR_ERROR_CORRECTION, MFA_QR_WIDTH } from '../../domain/my-profile/mfa.ts';
import * as styles from './MyProfileScreen.css.ts';

export interface MfaQrCodeProps {
  /** The otpauth:// address the app reads. */
  readonly uri: string;
  /** What the picture is, for assistive technology. */
  readonly label: string;
}

/**
 * The setup's QR code (spec 02 §9: error correction level M, width 150), drawn on a canvas by `qrcode`,
 * which loads only here, when a setup starts.
 */
export function MfaQrCode({ uri, label }: MfaQrCodeProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (qrcode) => {
      if (!current || !canvas.current) return;
      await qrcode.toCanvas(canvas.current, uri, {
        errorCorrectionLevel: MFA_QR_ERROR_CORRECTION,
        width: MFA_QR_WIDTH,
        margin: 1,
      });
      if (current) setDrawn(true);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <canvas
      ref={canvas}
      className={styles.qrCode}
      role="img"
      aria-label={label}
      data-drawn={drawn ? 'true' : 'false'}
      width={MFA_QR_WIDTH}
      height={MFA_QR_WIDTH}
    />
  );
}
