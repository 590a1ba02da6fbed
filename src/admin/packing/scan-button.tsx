import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** The Shape Detection API is not in TypeScript's DOM library yet. */
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorInstance;

function detectorClass(): BarcodeDetectorClass | null {
  return typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector
    : null;
}

/** 'Scan with camera', shown only where the browser has a BarcodeDetector. */
export function ScanButton({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  if (!detectorClass()) return null;
  return (
    <>
      <Button size="xl" h={64} variant="outline" onClick={() => setOpen(true)}>
        Scan with camera
      </Button>
      {open ? (
        <CameraScanner
          onClose={() => setOpen(false)}
          onCode={(code) => {
            setOpen(false);
            onCode(code);
          }}
        />
      ) : null}
    </>
  );
}

function CameraScanner({ onClose, onCode }: { onClose: () => void; onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const detector = new Detector();
    async function tick() {
      if (stopped || !video.current) return;
      try {
        const [code] = video.current.readyState >= 2 ? await detector.detect(video.current) : [];
        if (code?.rawValue && !stopped) {
          found.current(code.rawValue);
          return;
        }
      } catch (error) {
        console.warn('Barcode detection failed on a frame:', error);
      }
      frame = requestAnimationFrame(() => void tick());
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play();
        }
        void tick();
      })
      .catch((error: unknown) => {
        console.warn('Camera unavailable:', error);
        setFailure('The camera could not be opened. Type the article code instead.');
      });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Modal opened onClose={onClose} title="Scan the article code" size="lg">
      <Stack>
        <video ref={video} playsInline muted style={{ width: '100%', borderRadius: 8, background: '#000' }} />
        {failure ? (
          <Text c="red" role="alert">
            {failure}
          </Text>
        ) : (
          <Text c="dimmed">Hold the label steady in front of the camera.</Text>
        )}
        <Button size="lg" h={56} variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Modal>
  );
}
