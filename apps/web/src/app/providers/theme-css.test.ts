import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css.ts';

describe('theme variables built with the app', () => {
  const css = themeCss();

  it('carry the brand colour as the primary colour', () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-tulip-filled)');
    expect(css).toContain('--mantine-color-tulip-7: #b8114a');
  });

  it('carry the scheme-specific overrides (the readable dimmed grey of the light scheme)', () => {
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\][^}]*--mantine-color-dimmed: #575e68/,
    );
  });

  it('give the light scheme coloured text that keeps 4.5:1 (green on its pale tint, red on white)', () => {
    const light = /\[data-mantine-color-scheme="light"\][^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(light).toContain('--mantine-color-green-light-color: #1f6e30');
    expect(light).toContain('--mantine-color-red-text: #c92a2a');
  });

  it('leave out what Mantine’s own stylesheet already defines', () => {
    expect(css).not.toContain('--mantine-color-blue-0:');
  });
});
