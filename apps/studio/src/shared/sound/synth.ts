import {
  RECIPES,
  soundLength,
  type NoiseLayer,
  type SoundName,
  type ToneLayer,
} from './recipes.ts';

/**
 * Plays recipes through one AudioContext, created on the first sound, which the caller only asks
 * for after a user gesture (browsers refuse to start audio before one anyway).
 */
let context: AudioContext | null = null;
let noise: AudioBuffer | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Context =
    window.AudioContext ??
    (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

function noiseBuffer(ctx: AudioContext): AudioBuffer {
  if (noise) return noise;
  noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const samples = noise.getChannelData(0);
  for (let index = 0; index < samples.length; index++) samples[index] = Math.random() * 2 - 1;
  return noise;
}

/** A short attack and an exponential fall, so no layer clicks at its edges. */
function envelope(ctx: AudioContext, start: number, duration: number, peak: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + Math.min(0.01, duration / 4));
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  return gain;
}

function tone(ctx: AudioContext, out: AudioNode, layer: ToneLayer, start: number): void {
  const oscillator = ctx.createOscillator();
  oscillator.type = layer.wave;
  oscillator.frequency.setValueAtTime(layer.frequency, start);
  if (layer.frequencyEnd)
    oscillator.frequency.exponentialRampToValueAtTime(layer.frequencyEnd, start + layer.duration);
  oscillator.connect(envelope(ctx, start, layer.duration, layer.gain)).connect(out);
  oscillator.start(start);
  oscillator.stop(start + layer.duration + 0.02);
}

function noiseBurst(ctx: AudioContext, out: AudioNode, layer: NoiseLayer, start: number): void {
  const source = ctx.createBufferSource();
  source.buffer = noiseBuffer(ctx);
  const filter = ctx.createBiquadFilter();
  filter.type = layer.filter;
  filter.frequency.setValueAtTime(layer.frequency, start);
  if (layer.frequencyEnd)
    filter.frequency.exponentialRampToValueAtTime(layer.frequencyEnd, start + layer.duration);
  source
    .connect(filter)
    .connect(envelope(ctx, start, layer.duration, layer.gain))
    .connect(out);
  source.start(start);
  source.stop(start + layer.duration + 0.02);
}

export function synthesise(name: SoundName): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const start = ctx.currentTime + 0.005;
  const out = ctx.createGain();
  out.gain.value = 0.8;
  out.connect(ctx.destination);
  for (const layer of RECIPES[name]) {
    if (layer.kind === 'tone') tone(ctx, out, layer, start + layer.at);
    else noiseBurst(ctx, out, layer, start + layer.at);
  }
  window.setTimeout(() => out.disconnect(), (soundLength(name) + 0.1) * 1000);
}
