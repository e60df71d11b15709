import { useEffect, useRef } from 'react';
import type { CrashDictionary } from '../i18n/crash.ts';
import type { Lang } from '../i18n/lang.ts';
import { flightAt, secondsLeft } from './flight.ts';
import { multiplierText } from './format.ts';
import type { RoundView } from './round-state.ts';
import { drawFrame, type SceneModel } from './scene-draw.ts';
import type { ShownMultiplier } from './shown-multiplier.ts';

interface Props {
  model: SceneModel;
  view: RoundView | null;
  serverNow: () => number;
  /** Where the scene writes the multiplier it shows, for the panels and the cash-out. */
  shown: ShownMultiplier;
  bettingPhaseMs: number;
  reducedMotion: boolean;
  lang: Lang;
  text: CrashDictionary;
  name: string;
}

const decimal = (value: number, lang: Lang) =>
  value.toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/**
 * The flight: a canvas redrawn each animation frame from the server's clock, with the big
 * multiplier and the phase over it. React renders it once per phase; frames write the canvas and
 * the text nodes directly, and the multiplier to `shown`. Under reduced motion nothing moves:
 * the numbers update ten times a second over a still picture.
 */
export function CrashScene(props: Props) {
  const { model, view, serverNow, shown, bettingPhaseMs, reducedMotion, lang, text, name } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const bigRef = useRef<HTMLParagraphElement>(null);
  const captionRef = useRef<HTMLParagraphElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef(view);
  const crashSeenRef = useRef<{ roundId: string; at: number } | null>(null);
  const sizeRef = useRef({ width: 0, height: 0, dpr: 1 });

  useEffect(() => {
    viewRef.current = view;
    if (view?.phase === 'crashed' && crashSeenRef.current?.roundId !== view.roundId) {
      crashSeenRef.current = { roundId: view.roundId, at: performance.now() };
    }
  }, [view]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Without a 2D context (none offered) the numbers still run; only the picture is missing.
    const ctx = canvas.getContext('2d');
    let stillKey = '';

    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      sizeRef.current = { width: rect.width, height: rect.height, dpr };
      canvas.width = Math.round(rect.width * dpr);
      canvas.height = Math.round(rect.height * dpr);
      stillKey = '';
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);

    const render = () => {
      const current = viewRef.current;
      const now = serverNow();
      const { width, height, dpr } = sizeRef.current;
      const phase = current?.phase ?? 'betting';
      const flight = current ? flightAt(current, now) : { elapsed: 0, multiplier: 100 };
      const crashSeen = crashSeenRef.current;
      const sinceCrash =
        crashSeen && crashSeen.roundId === current?.roundId ? performance.now() - crashSeen.at : 0;
      const key = `${phase}:${current?.roundId ?? ''}:${width}x${height}`;
      if (ctx && width > 0 && (!reducedMotion || key !== stillKey)) {
        stillKey = key;
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        drawFrame(ctx, width, height, {
          model,
          phase: reducedMotion && phase === 'flying' ? 'betting' : phase,
          elapsed: flight.elapsed,
          sinceCrash,
          clock: performance.now(),
          motion: !reducedMotion,
        });
      }
      shown.show(
        current && phase === 'flying'
          ? { roundId: current.roundId, hundredths: flight.multiplier }
          : null,
      );
      const big = bigRef.current;
      const caption = captionRef.current;
      if (big && caption && current) {
        if (phase === 'betting') {
          const left = secondsLeft(current.bettingEndsAt, now);
          big.textContent = decimal(left, lang);
          caption.textContent = '';
          if (barRef.current) {
            const share = Math.min(1, (left * 1000) / Math.max(1, bettingPhaseMs));
            barRef.current.style.transform = `scaleX(${share})`;
          }
        } else {
          big.textContent = multiplierText(flight.multiplier, lang);
          caption.textContent =
            phase === 'crashed'
              ? model === 'zeplin'
                ? text.crashedZeplin
                : text.crashedSpaceman
              : text.flying;
        }
      }
    };

    let frame = 0;
    let interval = 0;
    if (reducedMotion) {
      render();
      interval = window.setInterval(render, 100);
    } else {
      const loop = () => {
        render();
        frame = requestAnimationFrame(loop);
      };
      frame = requestAnimationFrame(loop);
    }
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(interval);
      observer.disconnect();
    };
  }, [model, serverNow, shown, bettingPhaseMs, reducedMotion, lang, text]);

  const phase = view?.phase ?? 'betting';
  return (
    <div className={`scene scene--${model} scene--${phase}`} data-testid="crash-scene">
      <canvas ref={canvasRef} className="scene__canvas" role="img" aria-label={text.scene(name)} />
      <div className="scene__overlay" aria-hidden="true">
        {phase === 'betting' && <p className="scene__title">{text.bettingOpen}</p>}
        <p ref={bigRef} className="scene__big" data-testid="multiplier" />
        {phase === 'betting' && <p className="scene__sub">{text.takeOffLabel}</p>}
        <p ref={captionRef} className="scene__caption" />
        {phase === 'betting' && (
          <div className="scene__bar">
            <div ref={barRef} className="scene__bar-fill" />
          </div>
        )}
        {view && <p className="scene__round">{text.round(view.roundNumber)}</p>}
      </div>
    </div>
  );
}
